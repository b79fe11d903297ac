// A 750 ml clear glass bottle with a cream label, drawn as SVG and rendered to a transparent PNG.
const BODY =
  'M128,104 L172,104 L172,212 C172,266 226,280 226,336 L226,744 Q226,772 198,772 L102,772 Q74,772 74,744 L74,336 C74,280 128,266 128,212 Z';

export function bottleSvg({ name, volume, origin }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="820" viewBox="0 0 300 820">
  <defs>
    <linearGradient id="glass" x1="0" x2="1">
      <stop offset="0" stop-color="#0c3656" stop-opacity=".92"/>
      <stop offset=".12" stop-color="#5aa7cf" stop-opacity=".55"/>
      <stop offset=".45" stop-color="#cfeaf7" stop-opacity=".28"/>
      <stop offset=".8" stop-color="#6fb4d8" stop-opacity=".45"/>
      <stop offset="1" stop-color="#0c3656" stop-opacity=".95"/>
    </linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8fd0ee" stop-opacity=".18"/>
      <stop offset="1" stop-color="#2f7fb0" stop-opacity=".42"/>
    </linearGradient>
    <linearGradient id="cap" x1="0" x2="1">
      <stop offset="0" stop-color="#06182b"/><stop offset=".35" stop-color="#1d4a70"/>
      <stop offset=".55" stop-color="#2c5f88"/><stop offset="1" stop-color="#041220"/>
    </linearGradient>
    <linearGradient id="label" x1="0" x2="1">
      <stop offset="0" stop-color="#b9ad97"/><stop offset=".18" stop-color="#efe7d8"/>
      <stop offset=".5" stop-color="#fbf7ef"/><stop offset=".82" stop-color="#ebe2d1"/>
      <stop offset="1" stop-color="#a99d87"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" x2="1">
      <stop offset="0" stop-color="#8a6a35"/><stop offset=".5" stop-color="#d8b878"/><stop offset="1" stop-color="#8a6a35"/>
    </linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="2.2"/></filter>
    <filter id="shadow"><feGaussianBlur stdDeviation="9"/></filter>
    <clipPath id="inside"><path d="${BODY}"/></clipPath>
  </defs>
  <ellipse cx="150" cy="780" rx="96" ry="12" fill="#02101c" opacity=".45" filter="url(#shadow)"/>
  <path d="${BODY}" fill="url(#glass)"/>
  <g clip-path="url(#inside)">
    <rect x="60" y="176" width="180" height="610" fill="url(#water)"/>
    <path d="M60 176 q22 -5 45 0 t45 0 t45 0 t45 0" fill="none" stroke="#e8f7ff" stroke-opacity=".55" stroke-width="1.6"/>
    <rect x="90" y="130" width="9" height="640" rx="4.5" fill="#fff" opacity=".55" filter="url(#soft)"/>
    <rect x="104" y="300" width="3" height="460" rx="1.5" fill="#fff" opacity=".35"/>
    <rect x="204" y="330" width="6" height="420" rx="3" fill="#fff" opacity=".28" filter="url(#soft)"/>
    <ellipse cx="150" cy="760" rx="70" ry="9" fill="#e9f8ff" opacity=".35" filter="url(#soft)"/>
  </g>
  <path d="${BODY}" fill="none" stroke="#e6f6ff" stroke-opacity=".55" stroke-width="1.4"/>
  <rect x="120" y="92" width="60" height="14" rx="4" fill="#0f2f4d"/>
  <rect x="124" y="24" width="52" height="72" rx="5" fill="url(#cap)"/>
  <g stroke="#ffffff" stroke-opacity=".08" stroke-width="1.2">
    ${Array.from({ length: 12 }, (_, i) => `<line x1="${128 + i * 4}" y1="28" x2="${128 + i * 4}" y2="92"/>`).join('')}
  </g>
  <rect x="124" y="24" width="52" height="5" rx="2.5" fill="#3a76a3" opacity=".7"/>
  <g>
    <rect x="74" y="440" width="152" height="190" fill="url(#label)"/>
    <rect x="74" y="448" width="152" height="1.4" fill="url(#gold)"/>
    <rect x="74" y="621" width="152" height="1.4" fill="url(#gold)"/>
    <g transform="translate(136 466) scale(.44)" fill="none" stroke="#0b2540" stroke-linecap="round">
      <circle cx="32" cy="32" r="23" stroke-width="3"/>
      <path d="M15 30c4.2-4 8.4-4 12.6 0s8.4 4 12.6 0 8.4-4 8.8 0" stroke-width="3"/>
      <path d="M18 39c3.5-3.2 7-3.2 10.5 0s7 3.2 10.5 0 7-3.2 7.5 0" stroke-width="2.4" opacity=".6"/>
    </g>
    <text x="150" y="540" text-anchor="middle" fill="#0b2540" font-family="Cormorant Garamond" font-weight="500" font-size="28" letter-spacing="5">${name.toUpperCase()}</text>
    <text x="150" y="562" text-anchor="middle" fill="#3b4b5c" font-family="Manrope" font-weight="600" font-size="7.4" letter-spacing="2.6">NATURAL MINERAL WATER</text>
    <rect x="132" y="575" width="36" height=".9" fill="url(#gold)"/>
    <text x="150" y="596" text-anchor="middle" fill="#3b4b5c" font-family="Manrope" font-weight="500" font-size="6.6" letter-spacing="2.2">${origin.toUpperCase()}</text>
    <text x="150" y="610" text-anchor="middle" fill="#8a6a35" font-family="Manrope" font-weight="600" font-size="6.6" letter-spacing="1.6">${volume}</text>
  </g>
</svg>`;
}
