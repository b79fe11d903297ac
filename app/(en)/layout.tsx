import type { Metadata, Viewport } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { rootMetadata } from '@/lib/site/metadata';
import { site } from '@/lib/site/facts';
import { siteUrl } from '@/lib/site/url';
import '../fallback-fonts.css';
import '../globals.css';

export const metadata: Metadata = { metadataBase: siteUrl(), ...rootMetadata('en') };

export const viewport: Viewport = { themeColor: site.themeColor, colorScheme: 'light' };

export default function EnglishLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
