import type { Metadata } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { SiteFrame } from '@/components/layout/site-frame';
import { Notice } from '@/components/ui/notice';
import * as en from '@/lib/i18n/en/notices';
import * as fr from '@/lib/i18n/fr/notices';
import { site } from '@/lib/site/facts';
import { siteUrl } from '@/lib/site/url';
import './fallback-fonts.css';
import './globals.css';

// An address no page answers has no language of its own: the notice says it in both, in the English
// frame (each language's layout is a root layout of its own, so neither can hold it).
export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: `${en.notFound.title} | ${site.name}`,
  description: en.notFound.description,
};

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <SiteFrame locale="en">
        <Notice notice={en.notFound} home={{ href: '/', label: en.homeLink }} />
        <Notice notice={fr.notFound} home={{ href: '/fr', label: fr.homeLink }} second={{ lang: 'fr' }} />
      </SiteFrame>
    </SiteDocument>
  );
}
