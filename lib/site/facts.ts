// Every fact the site states lives here, once. Contact values are placeholders until the client confirms them.

export const site = {
  name: 'Sarnia',
  legalName: 'Sarnia Water Ltd',
  tagline: 'Natural Mineral Water from Guernsey',
  locale: 'en_GB',
  themeColor: '#0b2540',
} as const;

export const contact = {
  email: 'hello@sarnia-water.example',
  phone: '+44 1481 700 750',
  phoneHref: 'tel:+441481700750',
  address: {
    street: 'Les Vardes Spring, Route de la Source',
    locality: 'St Peter Port',
    region: 'Guernsey',
    postalCode: 'GY1 1AB',
    country: 'GG',
    countryName: 'Channel Islands',
  },
  /** Monday to Friday, from and to these hours of the day; the days are words (lib/i18n). */
  hours: { opens: 9, closes: 17 },
} as const;

/** The home page's sections the header and footer link to, in order; their names are words (lib/i18n). */
export const navSections = ['about', 'products', 'story', 'sustainability'] as const;

export type NavSection = (typeof navSections)[number];

export const socialLinks = [
  { network: 'instagram', href: '#' },
  { network: 'facebook', href: '#' },
  { network: 'linkedin', href: '#' },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]['network'];

export const legal = {
  effectiveDate: '2025-06-08',
  minimumOrderAge: 18,
} as const;

// Vercel regions in the United Kingdom or the EU: the places Guernsey's data protection law recognises for
// transfers, so the privacy policy can name where enquiries are handled. Vercel's default is iad1 (USA).
type FunctionRegion =
  | { readonly id: 'lhr1'; readonly city: 'London'; readonly country: 'United Kingdom' }
  | { readonly id: 'cdg1'; readonly city: 'Paris'; readonly country: 'France' }
  | { readonly id: 'fra1'; readonly city: 'Frankfurt'; readonly country: 'Germany' }
  | { readonly id: 'dub1'; readonly city: 'Dublin'; readonly country: 'Ireland' };

/** Where the site runs: vercel.json pins the functions to this region (a unit test holds the two together). */
export const hosting = {
  provider: 'Vercel',
  region: { id: 'lhr1', city: 'London', country: 'United Kingdom' } satisfies FunctionRegion,
} as const;

// The spec's only claims about the water, the bottles and the company's environmental practice: every
// other word evokes, and states no fact (README, "Claims the client must confirm before launch").
export const claims = {
  filtrationYears: 50,
  recycledGlassPercent: 80,
  carbonOffsetPercent: 100,
} as const;

/** The year the sustainability report covers; `npm run assets -- report` prints it into the PDF. */
export const sustainabilityReport = { year: 2025 } as const;

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
