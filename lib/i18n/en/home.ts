import { bottlesIn } from '@/lib/site/offers';
import { bottleVolumeMl, claims, contact, site } from '@/lib/site/facts';

export type Card = { readonly title: string; readonly text: string; readonly icon: CardIcon };
export type CardIcon = 'leaf' | 'glass' | 'bottle' | 'recycle' | 'gem' | 'earth' | 'droplets' | 'shield';

/** A section's heading in the spec's words: its label (the h2), then an optional title below it. */
export type SectionHeadingCopy = { readonly label: string; readonly title?: string; readonly intro?: string };

export const hero = {
  tag: 'Product of Guernsey',
  headline: 'Pure elegance. Bottled at source.',
  subline: site.tagline,
  cta: 'Discover the Source',
  bottleAlt: `A ${bottleVolumeMl} ml glass bottle of ${site.name} natural mineral water with a cream label`,
} as const;

// Only the spec's three claims are facts (lib/site/facts.ts); the rest evokes the island, the stone and
// the time the water takes, and states no practice, scheme, figure or geology of its own (docs/launch.md).
export const about = {
  label: 'About our water',
  intro: `Our water comes from Guernsey, an island of tides, stone and Atlantic light. Filtered for up to ${claims.filtrationYears} years before it reaches us, it is water that takes its time.`,
  cards: [
    {
      title: 'Natural',
      icon: 'leaf',
      text: 'A natural mineral water from Guernsey, as unhurried as the island that gives it.',
    },
    {
      title: 'Bottled at Source',
      icon: 'glass',
      text: 'Drawn and bottled at the source itself, on Guernsey: the water meets the glass where it meets the light.',
    },
    {
      title: 'Eco Packaging',
      icon: 'bottle',
      text: `Each ${bottleVolumeMl} ml bottle is glass made with up to ${claims.recycledGlassPercent}% recycled material: a vessel as considered as the water it holds.`,
    },
  ] satisfies Card[],
} as const;

export const collection = {
  label: 'Our collection',
  title: 'Premium Glass Collection',
  intro: 'One water in one bottle, by the bottle or by the case.',
} as const;

export const story = {
  label: 'Our spring',
  title: 'A Guernsey Treasure',
  paragraphs: [
    'Guernsey is an island shaped by the Atlantic: by its weather, its tides and its light. Our spring is one of its quiet treasures.',
    `Our water is filtered for up to ${claims.filtrationYears} years before it reaches us: a patience measured in decades, and one no one could hurry.`,
    'We bottle it at the source, in glass. Water that has taken its time deserves to be savoured at leisure.',
  ],
  videoLabel: 'Light playing through moving water',
  videoFallback: 'Your browser cannot play this video.',
  videoDownload: 'Download the video (MP4)',
} as const;

export const sustainability = {
  label: 'Sustainability commitment',
  intro: 'Water that takes its time belongs, first of all, to the island that gives it.',
  cards: [
    {
      title: 'Recycled Materials',
      icon: 'recycle',
      text: `Each bottle is glass made with up to ${claims.recycledGlassPercent}% recycled material: glass that, in part, has been glass before.`,
    },
    {
      title: 'Carbon Neutral',
      icon: 'earth',
      text: `We offset ${claims.carbonOffsetPercent}% of our carbon emissions.`,
    },
    {
      title: 'Water Conservation',
      icon: 'droplets',
      text: "A spring is the slow work of time, and it is the island's before it is ours.",
    },
    {
      title: 'Source Protection',
      icon: 'shield',
      text: 'Everything we bottle begins at our spring. It is the heart of the water, and of all we do.',
    },
  ] satisfies Card[],
  reportLink: 'Read our Sustainability Report (PDF)',
} as const;

export const contactSection = {
  label: 'Contact & order',
  intro:
    'For trade accounts, distribution or a case for your own table, tell us what you need and we will get back to you soon.',
  detailsTitle: 'Get in touch',
} as const;

export const contactDetails = {
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  hours: 'Hours',
  hoursText: `Monday to Friday, ${contact.hours.opens}:00 to ${contact.hours.closes}:00`,
  countryName: contact.address.countryName,
} as const;

/**
 * Not in the spec (issue 61): the notice under the enquiry form, where the visitor types (GDPR article 13).
 * {company} is the legal name, {link} the link to the privacy policy's periods, in the link's words.
 */
export const formNotice = {
  text: '{company} receives your enquiry in order to answer it. Once it has reached us, we may send one short email to the address you give, to confirm it arrived; it carries nothing you typed. Our privacy policy sets out {link}.',
  link: 'how long we keep what you send',
} as const;

/** The offers' words; their prices, sizes and pictures are facts (lib/site/facts.ts). */
export const catalogue = {
  priceLabels: { FROM: 'FROM', ONLY: 'ONLY' },
  items: {
    'single-bottle': { name: 'Single Bottle', detail: `${bottleVolumeMl}ml`, cta: 'Add to Order' },
    'multipack-12': {
      name: `Multipack of ${bottlesIn('multipack-12')} bottles`,
      detail: `${bottlesIn('multipack-12')} × ${bottleVolumeMl}ml`,
      cta: 'Order Multipack',
    },
  },
  // Not in the spec (issue 61): each offer's price by the litre, {price}; and where delivery's price is told.
  unitPrice: '{price} a litre',
  delivery: 'Delivery, where charged, is stated in the offer we send you.',
  // The button's name for assistive technology: {cta}, {product}.
  buttonLabel: `{cta}: {product}, ${site.name}`,
  // For search engines (structured data): {detail} is the offer's size as written above.
  productDescription: `${site.name} natural mineral water from Guernsey: {detail}.`,
  // The start of the message a product button writes into the form: {product}, {detail}, {label}, {price}.
  orderLine: 'I would like to order: {product} ({detail}), {label} {price}.',
} as const;
