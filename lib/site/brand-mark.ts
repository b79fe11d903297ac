// The brand mark, a ring of still water crossed by two ripples, drawn once: the header's React
// component and every generated file (favicon, icons, label, report, Open Graph image) read it here.

export const brandMark = {
  viewBox: '0 0 64 64',
  ring: { cx: 32, cy: 32, r: 23, strokeWidth: 3 },
  ripples: [
    { d: 'M15 30c4.2-4 8.4-4 12.6 0s8.4 4 12.6 0 8.4-4 8.8 0', strokeWidth: 3, opacity: 1 },
    { d: 'M18 39c3.5-3.2 7-3.2 10.5 0s7 3.2 10.5 0 7-3.2 7.5 0', strokeWidth: 2.4, opacity: 0.6 },
  ],
} as const;

/**
 * The mark alone, in the sea blue, as a file (`npm run assets -- icons`): the notices of the missing and broken
 * pages show it as an image, so the error pages' scripts, which every page loads, carry no drawing.
 */
export const brandMarkFile = '/icons/mark.svg';

type MarkSvgOptions = { size?: number; stroke?: string; background?: string };

/** The mark as a standalone SVG document, for the asset generators. */
export function brandMarkSvg({ size = 64, stroke = '#0b2540', background }: MarkSvgOptions = {}): string {
  const { ring, ripples } = brandMark;
  const backdrop = background ? `<rect width="64" height="64" rx="14" fill="${background}"/>` : '';
  const paths = ripples
    .map(
      ({ d, strokeWidth, opacity }) =>
        `<path d="${d}" stroke-width="${strokeWidth}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${brandMark.viewBox}">${backdrop}<g fill="none" stroke="${stroke}" stroke-linecap="round"><circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" stroke-width="${ring.strokeWidth}"/>${paths}</g></svg>\n`;
}
