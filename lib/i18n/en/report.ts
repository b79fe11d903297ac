import { claims } from '@/lib/site/facts';

/** A share the report draws as a ring: only a share the language's pages state. */
export type ReportShare = { readonly percent: number; readonly label: string; readonly caption: string };

const toMeasure = 'How this commitment is measured, and its figures.';

// The sustainability report's words (scripts/assets/report.mjs): the spec's three claims, the section's four
// commitments, and plainly what is still to be published; no method, standard, licence or survey of its own.
export const report = {
  // Where the site serves this language's PDF (`npm run assets -- report` prints it there).
  file: '/reports/sarnia-sustainability-report.pdf',
  title: 'Sustainability Report',
  commitments: {
    title: 'Four commitments, one island',
    intro:
      'What we state about our water, our bottles and our carbon emissions, and the four commitments of our sustainability section. Where a full report would give a figure we have not yet published, this one says so plainly.',
    stated: 'What we state',
    toPublish: 'To be published',
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
      { stated: 'A commitment, stated without a figure.', toPublish: toMeasure },
      { stated: 'A commitment, stated without a figure.', toPublish: toMeasure },
    ],
  },
  glance: [
    { figure: `${claims.filtrationYears}`, label: 'years of filtration, at most' },
    { figure: `${claims.recycledGlassPercent}%`, label: 'recycled material in each bottle, at most' },
    { figure: `${claims.carbonOffsetPercent}%`, label: 'of our carbon emissions offset' },
  ],
  figures: {
    eyebrow: 'In figures',
    title: 'What we state, and what is to be published',
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
    table: 'Each commitment',
    commitment: 'Commitment',
  },
  about: {
    eyebrow: 'About this report',
    title: 'What this report is',
    intro:
      'This report states only what we say of our water, our bottles and our carbon emissions, and the commitments of our sustainability section.',
    items: [
      {
        title: 'Filtration.',
        text: `Our water is filtered for up to ${claims.filtrationYears} years. The basis of this figure is to be published.`,
      },
      {
        title: 'Recycled material.',
        text: `Our bottles are glass with up to ${claims.recycledGlassPercent}% recycled material. The average share across our bottles is to be published.`,
      },
      {
        title: 'Carbon.',
        text: `We offset ${claims.carbonOffsetPercent}% of our carbon emissions. Our emissions in tonnes of CO₂e, what they cover, and the standard of the offsets are to be published.`,
      },
      {
        title: 'Water and source.',
        text: 'Water Conservation and Source Protection are commitments. How each is measured, and its figures, are to be published.',
      },
    ],
    questions: 'Questions about this report',
  },
};
