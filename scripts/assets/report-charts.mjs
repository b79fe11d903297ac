// The report's two kinds of chart, as inline SVG: a ring for a share, and a timeline for the filtration age.

/** A ring filled to `percent`, with the figure in its centre. */
export function ring(/** @type {number} */ percent, /** @type {string} */ colour) {
  const r = 52;
  const length = 2 * Math.PI * r;
  const filled = (length * Math.min(100, percent)) / 100;
  return `<svg viewBox="0 0 140 140" width="150" height="150" role="img" aria-label="${percent}%">
  <circle cx="70" cy="70" r="${r}" fill="none" stroke="var(--line)" stroke-width="14"/>
  <circle cx="70" cy="70" r="${r}" fill="none" stroke="${colour}" stroke-width="14" stroke-linecap="butt"
    stroke-dasharray="${filled.toFixed(2)} ${length.toFixed(2)}" transform="rotate(-90 70 70)"/>
  <text x="70" y="80" text-anchor="middle" font-family="Cormorant Garamond" font-weight="600" font-size="34" fill="var(--ink)">${percent}%</text>
</svg>`;
}

/**
 * Rain to spring: a scale of years with the water's way through the stone drawn along it, in the words of
 * the report's language.
 * @param {{ years: number, chart: string, rain: string, spring: string, scale: string }} words
 */
export function timeline({ years, chart, rain, spring, scale }) {
  const width = 620;
  const left = 30;
  const right = width - 30;
  const x = (/** @type {number} */ y) => left + ((right - left) * y) / years;
  const ticks = Array.from({ length: Math.floor(years / 10) + 1 }, (_, i) => i * 10)
    .map(
      (y) =>
        `<line x1="${x(y)}" y1="96" x2="${x(y)}" y2="104" stroke="var(--muted)"/><text x="${x(y)}" y="122" text-anchor="middle" font-size="11" fill="var(--muted)">${y}</text>`,
    )
    .join('');
  const layers = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${left}" y="${40 + i * 12}" width="${right - left}" height="10" rx="2" fill="var(--granite-${i})"/>`,
    )
    .join('');
  return `<svg viewBox="0 0 ${width} 140" width="100%" role="img" aria-label="${chart}">
  <text x="${left}" y="20" font-size="11" fill="var(--muted)" letter-spacing="1.5">${rain.toUpperCase()}</text>
  <text x="${right}" y="20" text-anchor="end" font-size="11" fill="var(--muted)" letter-spacing="1.5">${spring.toUpperCase()}</text>
  ${layers}
  <path d="M${left} 34 C ${x(years * 0.3)} 94, ${x(years * 0.6)} 30, ${right} 84" fill="none" stroke="var(--tide)" stroke-width="4" stroke-linecap="round"/>
  <circle cx="${right}" cy="84" r="7" fill="var(--tide)"/>
  <line x1="${left}" y1="100" x2="${right}" y2="100" stroke="var(--muted)"/>
  ${ticks}
  <text x="${right}" y="138" text-anchor="end" font-size="10" fill="var(--muted)">${scale}</text>
</svg>`;
}
