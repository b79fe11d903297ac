import type { Metadata } from 'next';
import { site } from './site';

// A page's openGraph replaces the layout's whole object, so every page spreads the shared fields again.
const openGraphBase = { type: 'website', siteName: site.name, locale: site.locale } as const;

/** Title, description, canonical URL and link-preview text for one page. */
export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { ...openGraphBase, title: `${title} | ${site.name}`, description, url: path },
    twitter: { card: 'summary_large_image', title: `${title} | ${site.name}`, description },
  };
}

export const homeTitle = `${site.name} | ${site.tagline}`;

export const rootMetadata: Metadata = {
  title: { default: homeTitle, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  alternates: { canonical: '/' },
  openGraph: { ...openGraphBase, title: homeTitle, description: site.description, url: '/' },
  twitter: { card: 'summary_large_image', title: homeTitle, description: site.description },
  formatDetection: { telephone: false, email: false, address: false },
};
