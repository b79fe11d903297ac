// The brand mark: a ring of still water with two ripples crossing it. Shared by the favicon, logo and icons.
export function markSvg({ size = 64, stroke = '#0b2540', background = 'none' } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${background}"/>
  <circle cx="32" cy="32" r="23" fill="none" stroke="${stroke}" stroke-width="3"/>
  <path d="M15 30c4.2-4 8.4-4 12.6 0s8.4 4 12.6 0 8.4-4 8.8 0" fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round"/>
  <path d="M18 39c3.5-3.2 7-3.2 10.5 0s7 3.2 10.5 0 7-3.2 7.5 0" fill="none" stroke="${stroke}" stroke-width="2.4" stroke-linecap="round" opacity=".6"/>
</svg>
`;
}
