import type { Metadata, Viewport } from 'next';
import { clsx } from 'clsx';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { SkipLink } from '@/components/layout/skip-link';
import { rootMetadata } from '@/lib/site/metadata';
import { site } from '@/lib/site/facts';
import { siteUrl } from '@/lib/site/url';
import { display, sans } from './fonts';
import './fallback-fonts.css';
import './globals.css';

export const metadata: Metadata = { metadataBase: siteUrl(), ...rootMetadata };

export const viewport: Viewport = {
  themeColor: site.themeColor,
  colorScheme: 'light',
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en-GB" className={clsx(display.variable, sans.variable)}>
      <body>
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
