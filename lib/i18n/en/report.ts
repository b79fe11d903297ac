import { claims } from '@/lib/site/facts';

/** A share the report draws as a ring: only a share the language's pages state. */
export type ReportShare = { readonly percent: number; readonly label: string; readonly caption: string };

const noneStated = 'Any practice, target or figure under this heading.';

// The sustainability report's words (scripts/assets/report.mjs): the spec's three claims under the section's
// four headings, and plainly what is not published; no method, standard, licence or survey of its own, and
// no commitment of our own wording (docs/launch.md, `commitments-plan`).
export const report = {
  // Where the site serves this language's PDF (`npm run assets -- report` prints it there).
  file: '/reports/sarnia-sustainability-report.pdf',
  title: 'Sustainability Report',
  // The island, as the cover names it under the company's name.
  place: 'Guernsey',
  commitments: {
    title: 'Four headings, one island',
    intro:
      'What we state about our water, our bottles and our carbon emissions, under the four headings of our sustainability section. Where a full report would give a figure we have not published, this one says so plainly.',
    stated: 'What we state',
    toPublish: 'Not yet published',
    // One for each card of the section (lib/i18n/en/home.ts), in its order.
    notes: [
      {
        stated: `Glass with up to ${claims.recycledGlassPercent}% recycled material.`,
        toPublish: 'The average share of recycled material across our bottles.',
      },
      {
        stated: `${claims.carbonOffsetPercent}% of our carbon emissions offset.`,
        toPublish: 'Our emissions in tonnes of CO₂e, what they cover, and the standard of the offsets.',
      },
      { stated: 'A heading of our sustainability section.', toPublish: noneStated },
      { stated: 'A heading of our sustainability section.', toPublish: noneStated },
    ],
  },
  glance: [
    { figure: `${claims.filtrationYears}`, label: 'years of filtration, at most' },
    { figure: `${claims.recycledGlassPercent}%`, label: 'recycled material in each bottle, at most' },
    { figure: `${claims.carbonOffsetPercent}%`, label: 'of our carbon emissions offset' },
  ],
  figures: {
    eyebrow: 'In figures',
    title: 'What we state, and what is not yet published',
    shares: [
      { percent: claims.recycledGlassPercent, label: 'Recycled material', caption: 'in each bottle, at most' },
      { percent: claims.carbonOffsetPercent, label: 'Carbon emissions', caption: 'offset' },
    ] as readonly ReportShare[],
    filtration: {
      label: `Up to ${claims.filtrationYears} years`,
      caption: 'of filtration before our water reaches us',
      chart: `Up to ${claims.filtrationYears} years of filtration`,
      scale: 'years of filtration',
    },
    table: 'Each heading',
    commitment: 'Heading',
  },
  about: {
    eyebrow: 'About this report',
    title: 'What this report is',
    intro:
      'This report states only what we say of our water, our bottles and our carbon emissions, under the headings of our sustainability section.',
    items: [
      {
        title: 'Filtration.',
        text: `Our water is filtered for up to ${claims.filtrationYears} years. The basis of this figure is not yet published.`,
      },
      {
        title: 'Recycled material.',
        text: `Our bottles are glass with up to ${claims.recycledGlassPercent}% recycled material. The average share across our bottles is not yet published.`,
      },
      {
        title: 'Carbon.',
        text: `We offset ${claims.carbonOffsetPercent}% of our carbon emissions. Our emissions in tonnes of CO₂e, what they cover, and the standard of the offsets are not yet published.`,
      },
      {
        title: 'Water and source.',
        text: 'Water Conservation and Source Protection are headings of our sustainability section. This report states no practice, target or figure under them.',
      },
    ],
    questions: 'Questions about this report',
  },
};
