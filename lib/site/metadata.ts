import type { Metadata } from 'next';
import { hero } from './copy';
import { site } from './facts';

// A page's openGraph replaces the layout's whole object, so every page spreads the shared fields again.
const openGraphBase = { type: 'website', siteName: site.name, locale: site.locale } as const;

/** app/opengraph-image.png shows the bottle beside the hero's words (scripts/assets/icons.mjs draws it). */
export const previewImageAlt = `A bottle of ${site.name} natural mineral water on deep blue, beside the words: ${hero.headline}`;

// app/opengraph-image.png; a page's own openGraph drops the file's image, so every page names it again.
const previewImage = { url: '/opengraph-image.png', width: 1200, height: 630, alt: previewImageAlt } as const;

/** Title, description, canonical URL and link-preview text for one page. */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { ...openGraphBase, title: `${title} | ${site.name}`, description, url: path, images: [previewImage] },
    twitter: { card: 'summary_large_image', title: `${title} | ${site.name}`, description, images: [previewImage] },
  };
}

const homeTitle = `${site.name} | ${site.tagline}`;

export const rootMetadata: Metadata = {
  title: { default: homeTitle, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  alternates: { canonical: '/' },
  openGraph: { ...openGraphBase, title: homeTitle, description: site.description, url: '/' },
  twitter: { card: 'summary_large_image', title: homeTitle, description: site.description, images: [previewImage] },
  formatDetection: { telephone: false, email: false, address: false },
};
