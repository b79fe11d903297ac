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
 * The filtration age: a scale of years with the span drawn along it, in the words of the report's language.
 * It draws no way through any stone: the spec gives the years, not the path.
 * @param {{ years: number, chart: string, scale: string }} words
 */
export function timeline({ years, chart, scale }) {
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
  return `<svg viewBox="0 0 ${width} 140" width="100%" role="img" aria-label="${chart}">
  <defs><linearGradient id="span"><stop offset="0" stop-color="var(--line)"/><stop offset="1" stop-color="var(--tide)"/></linearGradient></defs>
  <rect x="${left}" y="52" width="${right - left}" height="22" rx="11" fill="url(#span)"/>
  <circle cx="${right - 11}" cy="63" r="5" fill="var(--paper)"/>
  <line x1="${left}" y1="100" x2="${right}" y2="100" stroke="var(--muted)"/>
  ${ticks}
  <text x="${right}" y="138" text-anchor="end" font-size="10" fill="var(--muted)">${scale}</text>
</svg>`;
}
