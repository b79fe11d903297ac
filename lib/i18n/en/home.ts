import { claims, contact, site } from '@/lib/site/facts';

export type Card = { readonly title: string; readonly text: string; readonly icon: CardIcon };
export type CardIcon = 'leaf' | 'glass' | 'bottle' | 'recycle' | 'earth' | 'droplets' | 'shield';

/** A section's heading in the spec's words: its label (the h2), then an optional title below it. */
export type SectionHeadingCopy = { readonly label: string; readonly title?: string; readonly intro?: string };

export const hero = {
  tag: 'Product of Guernsey',
  headline: 'Pure elegance. Bottled at source.',
  subline: site.tagline,
  cta: 'Discover the Source',
  bottleAlt: `A 750 ml glass bottle of ${site.name} natural mineral water with a cream label`,
} as const;

export const about = {
  label: 'About our water',
  intro: `Rain that falls on Guernsey's western slopes takes up to ${claims.filtrationYears} years to find its way through the island's ancient granite. On the way it gathers a light, balanced mineral character and nothing else. We bottle it exactly as it rises.`,
  cards: [
    {
      title: 'Natural',
      icon: 'leaf',
      text: 'Filtered only by stone and time. No treatment, no additives, nothing taken away but what the rock already removed.',
    },
    {
      title: 'Bottled at Source',
      icon: 'glass',
      text: 'Our bottling hall stands over the spring, so the water goes from the ground to the glass in a single sealed line.',
    },
    {
      title: 'Eco Packaging',
      icon: 'bottle',
      text: `Heavy, returnable 750 ml glass made with up to ${claims.recycledGlassPercent}% recycled material, because water this pure deserves a vessel that lasts.`,
    },
  ] satisfies Card[],
} as const;

export const collection = {
  label: 'Our collection',
  title: 'Premium Glass Collection',
  intro: 'One water, one bottle, poured at the finest tables of the island and beyond.',
} as const;

export const story = {
  label: 'Our spring',
  title: 'A Guernsey Treasure',
  paragraphs: [
    'For generations the spring was known only to the farmers of the parish, who walked to it with stone jars when the island wells ran low in summer.',
    `Its water begins as Atlantic rain. For up to ${claims.filtrationYears} years it seeps through fractured granite and clean island soil, cooling and clarifying as it goes, until it rises again, cold and bright, beneath our hall.`,
    'We bottle it in small runs, by hand-checked batches, in heavy glass that keeps its taste exactly as the island made it.',
  ],
  videoLabel: 'Light moving through spring water at the source',
  videoFallback: 'Your browser cannot play this video.',
  videoDownload: 'Download the video (MP4)',
} as const;

export const sustainability = {
  label: 'Sustainability commitment',
  intro: 'Protecting the island that gives us our water is the whole of our business, not a part of it.',
  cards: [
    {
      title: 'Recycled Materials',
      icon: 'recycle',
      text: `Every bottle is made with up to ${claims.recycledGlassPercent}% recycled glass, and every bottle can be returned, refilled or recycled again.`,
    },
    {
      title: 'Carbon Neutral',
      icon: 'earth',
      text: `We measure the emissions of bottling and delivery and offset ${claims.carbonOffsetPercent}% of them, while cutting what we emit each year.`,
    },
    {
      title: 'Water Conservation',
      icon: 'droplets',
      text: 'We draw only what the aquifer renews, watch its level every day and reuse rinse water in the bottling hall.',
    },
    {
      title: 'Source Protection',
      icon: 'shield',
      text: 'The land above the spring is kept free of intensive farming and chemicals, so the catchment stays as pure as the water.',
    },
  ] satisfies Card[],
  reportLink: 'Read our Sustainability Report (PDF)',
} as const;

export const contactSection = {
  label: 'Contact & order',
  intro:
    'For trade accounts, distribution or a case for your own table, tell us what you need and we will reply within one working day.',
  detailsTitle: 'Get in touch',
} as const;

export const contactDetails = {
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  hours: 'Hours',
  hoursText: contact.hours,
  countryName: contact.address.countryName,
} as const;

/** The offers' words; their prices, sizes and pictures are facts (lib/site/facts.ts). */
export const catalogue = {
  priceLabels: { FROM: 'FROM', ONLY: 'ONLY' },
  items: {
    'single-bottle': { name: 'Single Bottle', detail: '750ml', cta: 'Add to Order' },
    'multipack-12': { name: 'Multipack of 12 bottles', detail: '12 × 750ml', cta: 'Order Multipack' },
  },
  // The button's name for assistive technology: {cta}, {product}.
  buttonLabel: `{cta}: {product}, ${site.name}`,
  // For search engines (structured data): {detail} is the offer's size as written above.
  productDescription: `${site.name} natural mineral water from Guernsey: {detail}.`,
  // The start of the message a product button writes into the form: {product}, {detail}, {label}, {price}.
  orderLine: 'I would like to order: {product} ({detail}), {label} {price}.',
} as const;
