// Every fact the site states lives here, once. What the client has not given yet stands in as a placeholder
// that names and reaches no one, and `launchList` below names it: a production build refuses to run until
// each is supplied (scripts/build/launch-check.ts, docs/launch.md).

// The client's to supply (launchList: company): "Sarnia" is the working brand name, the legal name a draft.
// Its registration (register, number, registered office) is not here until the client gives it
// (launchList: registration); the terms then name it.
export const site = {
  name: 'Sarnia',
  legalName: 'Sarnia Water Ltd',
  tagline: 'Natural Mineral Water from Guernsey',
  locale: 'en_GB',
  themeColor: '#0b2540',
} as const;

// The client's to supply (launchList: contact). Placeholders that reach no one: a reserved domain (RFC 2606),
// a number from the range Ofcom keeps for drama (01632 960000 to 960999), a street and parish named Example,
// and a postcode district Guernsey does not have (its own run from GY1 to GY10).
export const contact = {
  email: 'hello@sarnia-water.example',
  phone: '+44 1632 960 750',
  phoneHref: 'tel:+441632960750',
  address: {
    street: '1 Example Lane',
    locality: 'Example Parish',
    region: 'Guernsey',
    postalCode: 'GY0 0AA',
    country: 'GG',
    countryName: 'Channel Islands',
  },
  /** Monday to Friday, from and to these hours of the day; the days are words (lib/i18n). */
  hours: { opens: 9, closes: 17 },
} as const;

/** The home page's sections the header and footer link to, in order; their names are words (lib/i18n). */
export const navSections = ['about', 'products', 'story', 'sustainability'] as const;

export type NavSection = (typeof navSections)[number];

// The spec's placeholder links; the client's to supply (launchList: social).
export const socialLinks = [
  { network: 'instagram', href: '#' },
  { network: 'facebook', href: '#' },
  { network: 'linkedin', href: '#' },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]['network'];

export const legal = {
  /** The spec's date, the client's to confirm (launchList: effective-date). */
  effectiveDate: '2025-06-08',
  /** Each policy's words as of that date, hashed (lib/site/policy-text.test.ts): change the two together. */
  textAsOf: {
    en: {
      privacy: '9c402af815ad328816d9c02f67cb3c10a9311e32cbdbd42a154a68194795a2ae',
      terms: 'ca2dad37a11cb4721912446e9725cad45633e5fbdb0d235fe883cca147c097d3',
      cookies: 'd556a9ddf0427b29c65a87383dbf20bf40f9720a885855752d9da42f813dcd87',
    },
    fr: {
      privacy: '326eac2e3c322a87ee10d9fd9b85edcb19dada95a6433a008d4092ec70f91f62',
      terms: 'a18cd1860482eb1a482b263affdb54bad2aee7f5d0252789800eb28677acc22f',
      cookies: 'ded546c644e1a58abb80ed3bed267a90ef09c52e77acdc2c34431d552b932545',
    },
  },
  minimumOrderAge: 18,
} as const;

/**
 * Periods only the client can set, each a launch-list entry: null until given, and the privacy policy shows a
 * placeholder in its place ("[N] days", lib/site/retention.ts) until then.
 */
export const clientPeriods: {
  /** How long Vercel keeps the request logs on the website's plan (launchList: vercel-logs). */
  readonly vercelLogDays: number | null;
  /** How long the operators keep an enquiry's email after the last exchange about it (launchList: mailbox-period). */
  readonly mailboxDays: number | null;
  /** How long a customer's order records are kept after the order (launchList: customer-records). */
  readonly customerRecordYears: number | null;
} = { vercelLogDays: null, mailboxDays: null, customerRecordYears: null };

/**
 * On Vercel: the region vercel.json pins the functions to (a unit test holds the two together), and the
 * place the policies then name (lib/site/hosting.ts). Vercel's default region is iad1, in the USA.
 */
export const vercelHosting = { provider: 'Vercel', region: 'lhr1', place: 'london' } as const;

// The spec's only claims about the water, the bottles and the company's environmental practice, each the
// client's to confirm with its evidence (launchList: claims): every other word evokes, and states no fact.
// "Up to 80%" is a maximum: French law asks for the share actually incorporated, which the client has still to
// give (launchList: recycled-share); until then no French word states recycled content.
export const claims = {
  filtrationYears: 50,
  recycledGlassPercent: 80,
  carbonOffsetPercent: 100,
} as const;

/** An offer; its words (name, size as written, button) are in lib/i18n, under its id. */
type Product = {
  readonly id: ProductId;
  readonly priceLabel: 'FROM' | 'ONLY';
  readonly pricePence: number;
  readonly bottles: number;
  readonly image: 'bottle' | 'case';
  /** What the offer's panel shows: the render, cropped close. */
  readonly closeUp: 'bottleCloseUp' | 'caseCloseUp';
};

export type ProductId = 'single-bottle' | 'multipack-12';

export type ProductImage = 'bottle' | 'bottleCloseUp' | 'case' | 'caseCloseUp';

export const bottleVolumeMl = 750;

// The spec's offers: the prices and the pack size are the client's to confirm (launchList: prices), and so
// is whether they include VAT, and what taxes and duties a buyer pays (launchList: taxes-and-duties), and
// whether 'FROM' fits a price that does not vary (launchList: from-label).
export const products: readonly Product[] = [
  {
    id: 'single-bottle',
    priceLabel: 'FROM',
    pricePence: 895,
    bottles: 1,
    image: 'bottle',
    closeUp: 'bottleCloseUp',
  },
  {
    id: 'multipack-12',
    priceLabel: 'ONLY',
    pricePence: 8995,
    bottles: 12,
    image: 'case',
    closeUp: 'caseCloseUp',
  },
];

export const currency = 'GBP';

export type ImageFormat = 'avif' | 'webp';

/** A rendered PNG (kept for link previews and structured data) and its pre-sized AVIF and WebP variants. */
type RenderedImage = {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
};

export const media = {
  storyVideo: {
    mp4: '/media/spring.mp4',
    webm: '/media/spring.webm',
    poster: '/media/spring-poster.webp',
    width: 1280,
    height: 720,
  },
  // Renders, not photographs (scripts/assets/blender): the bottle, its cap and label, and the crate, drawn
  // for the spec. The client's photographs of the product replace them (launchList: product-images).
  images: {
    bottle: { name: 'bottle', width: 600, height: 1500, widths: [96, 160, 240, 320, 480] },
    // The offers' panels show close-ups cut from the renders (scripts/assets/products.mjs): variants only,
    // the PNG is the render's. The crate's render is the PNG alone, for structured data.
    bottleCloseUp: { name: 'bottle-close', width: 456, height: 1284, widths: [96, 128, 192, 256, 384] },
    case: { name: 'case', width: 600, height: 640, widths: [] },
    caseCloseUp: { name: 'case-close', width: 560, height: 640, widths: [192, 288, 384, 560] },
  } satisfies Record<ProductImage, RenderedImage>,
} as const;

// Functions rather than fields of each image, so a client bundle that imports this module for another fact
// can drop the image list: a call at the top level would have to be kept.
export const imageSrc = (image: RenderedImage) => `/images/${image.name}.png`;
export const imageVariant = (image: RenderedImage, width: number, format: ImageFormat) =>
  `/images/${image.name}-${width}.${format}`;

export const timings = {
  successBannerMs: 10_000,
} as const;

/**
 * What the client must still supply or confirm before launch, each told in full in docs/launch.md under
 * its id. A production build refuses while any is listed (scripts/build/launch-check.ts); remove an entry
 * once the client has given it, and the fact with it.
 */
export const launchList = [
  { id: 'company', what: 'the company’s name and legal name (site)' },
  { id: 'registration', what: 'the company’s register, registration number and registered office, and any VAT number' },
  { id: 'contact', what: 'the e-mail address, telephone number, postal address and hours (contact)' },
  { id: 'social', what: 'the three social profiles (socialLinks)' },
  { id: 'claims', what: 'the evidence for the three claims and the natural mineral water recognition (claims)' },
  { id: 'recycled-share', what: 'the share of recycled material actually incorporated in each bottle, for France' },
  {
    id: 'titles',
    what: 'the titles “Carbon Neutral” and “Eco Packaging”, on the English pages and report, which the EU reads',
  },
  { id: 'commitments-plan', what: 'the plan behind the four sustainability headings, or other words for them' },
  { id: 'spring', what: 'that “our spring” is a spring the company draws its water from' },
  { id: 'bottled-at-source', what: '“Bottled at Source” shown as a distinguishing feature, for the client’s lawyer' },
  { id: 'product-images', what: 'photographs of the bottle, cap, label and crate, in place of the renders (media)' },
  { id: 'prices', what: 'the prices and the pack size (products)' },
  { id: 'from-label', what: 'whether the spec’s “FROM” fits the single bottle’s fixed price (products)' },
  { id: 'taxes-and-duties', what: 'whether the prices include VAT, and the taxes and duties a buyer pays' },
  { id: 'consumer-offer', what: 'the written offer sent before an order, with its delivery, payment and return terms' },
  { id: 'mediator', what: 'the consumer mediator’s name, address and website' },
  { id: 'vercel-logs', what: 'how many days Vercel keeps the request logs on the website’s plan (clientPeriods)' },
  { id: 'mailbox-period', what: 'how many days an enquiry’s email is kept in the mailbox (clientPeriods)' },
  { id: 'customer-records', what: 'how many years a customer’s order records are kept (clientPeriods)' },
  { id: 'effective-date', what: 'the policies’ effective date (legal.effectiveDate)' },
  { id: 'label-language', what: 'the label’s language for France' },
  {
    id: 'food-information',
    what: 'the water’s food information before purchase: its composition, its spring and place, any treatment',
  },
  { id: 'spring-name', what: 'the spring’s name on the label, where the trade name differs from it' },
  { id: 'panel-stage', what: 'the offers’ panels drawn as 8:7 stages' },
  { id: 'eu-representative', what: 'whether an EU representative is needed (GDPR article 27)' },
  { id: 'uk-representative', what: 'whether a UK representative is needed (UK GDPR article 27)' },
  { id: 'english-legal-review', what: 'a lawyer’s reading of the English terms and policies, for the UK and the EU' },
  { id: 'french-legal-review', what: 'a French lawyer’s reading of the French terms, policies, report and label' },
] as const;
