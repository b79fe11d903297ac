// The sustainability report as print-ready HTML; Chromium prints it to a multi-page A4 PDF.
export function reportHtml({ site, claims, contact, fontFaces, markSvg, year }) {
  const page = (content, cls = '') => `<section class="page ${cls}">${content}</section>`;
  const cover = page(
    `${markSvg({ size: 96, stroke: '#f4efe6' })}
    <p class="kicker">${site.name} · Natural Mineral Water · Guernsey</p>
    <h1>Sustainability Report ${year}</h1>
    <p class="lede">How we protect the spring, the island and the glass that carries our water.</p>
    <p class="foot">${site.legalName} · ${contact.address.locality}, ${contact.address.region}</p>`,
    'cover',
  );
  const commitments = [
    [
      'Recycled Materials',
      `Our 750 ml bottles are made with up to ${claims.recycledGlassPercent}% recycled glass. Glass can be recycled endlessly without loss of quality, and every bottle we sell is designed to be returned, refilled or recycled.`,
    ],
    [
      'Carbon Neutral',
      `We measure the emissions of bottling, packaging and island distribution and offset ${claims.carbonOffsetPercent}% of them through certified projects, while reducing what we emit year on year.`,
    ],
    [
      'Water Conservation',
      `Our water is filtered naturally for up to ${claims.filtrationYears} years through Guernsey granite. We draw only what the aquifer renews, monitor its level continuously and rinse with recovered water.`,
    ],
    [
      'Source Protection',
      'The land above our spring is kept free of intensive farming and chemical treatment. We work with neighbouring landowners to keep the catchment as pure as the water it gives.',
    ],
  ];
  const claimsPage = page(
    `<h2>Our four commitments</h2>
    <div class="grid">${commitments.map(([t, p]) => `<article><h3>${t}</h3><p>${p}</p></article>`).join('')}</div>
    <div class="figures">
      <div><strong>${claims.filtrationYears}</strong><span>years of natural filtration, at most</span></div>
      <div><strong>${claims.recycledGlassPercent}%</strong><span>recycled glass in each bottle, at most</span></div>
      <div><strong>${claims.carbonOffsetPercent}%</strong><span>of measured carbon emissions offset</span></div>
    </div>`,
  );
  const sources = page(
    `<h2>Method and sources</h2>
    <p>Figures in this report describe the ${year} reporting year and the bottling site at ${contact.address.street}.</p>
    <ol>
      <li><strong>Filtration age.</strong> Residence-time estimate for the spring's aquifer from the hydrogeological survey of the catchment held by ${site.legalName}.</li>
      <li><strong>Recycled glass.</strong> Cullet content declared by our glass supplier for each production batch; the figure is the highest batch share.</li>
      <li><strong>Carbon.</strong> Scope 1, 2 and 3 emissions counted to the GHG Protocol Corporate Standard; offsets retired against the measured total, in line with PAS 2060.</li>
      <li><strong>Water.</strong> Abstraction and aquifer levels logged at the wellhead, reported to the States of Guernsey as our licence requires.</li>
      <li><strong>Mineral water status.</strong> Recognised as a natural mineral water under the rules that follow Directive 2009/54/EC.</li>
    </ol>
    <p>Questions about this report: <strong>${contact.email}</strong> · ${contact.phone}</p>`,
  );
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${site.name} Sustainability Report ${year}</title>
<style>${fontFaces}
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; font: 11pt/1.6 Manrope, sans-serif; color: #1d2b38 }
.page { width: 210mm; height: 297mm; padding: 24mm 22mm; page-break-after: always; position: relative; background: #fbf8f2 }
.cover { background: linear-gradient(160deg, #0b2540, #124a6e 70%, #1f6f8b); color: #f4efe6; display: flex; flex-direction: column; justify-content: center }
h1, h2, h3 { font-family: 'Cormorant Garamond', serif; font-weight: 500; margin: 0 0 .4em }
h1 { font-size: 46pt; line-height: 1.05; margin-top: 14mm }
h2 { font-size: 28pt; color: #0b2540 }
h3 { font-size: 16pt; color: #0b2540 }
.kicker { letter-spacing: .25em; text-transform: uppercase; font-size: 9pt; opacity: .85; margin-top: 10mm }
.lede { font-size: 15pt; max-width: 130mm; opacity: .9 }
.foot { position: absolute; bottom: 22mm; font-size: 9pt; letter-spacing: .12em; text-transform: uppercase; opacity: .7 }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; margin: 8mm 0 }
article { border-top: 1.5pt solid #c2a266; padding-top: 4mm }
.figures { display: flex; gap: 6mm; margin-top: 10mm }
.figures div { flex: 1; background: #0b2540; color: #f4efe6; padding: 6mm; border-radius: 3mm }
.figures strong { display: block; font: 500 30pt 'Cormorant Garamond', serif }
.figures span { font-size: 9pt }
ol li { margin-bottom: 4mm }
</style></head><body>${cover}${claimsPage}${sources}</body></html>`;
}
