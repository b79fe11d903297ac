import type { Metadata } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { Notice } from '@/components/ui/notice';
import { notices } from '@/lib/i18n/en/notices';
import { notices as noticesFr } from '@/lib/i18n/fr/notices';
import { site } from '@/lib/site/facts';
import { siteUrl } from '@/lib/site/url';
import './fallback-fonts.css';
import './globals.css';

// An address no page answers has no language of its own: the notice says it in both, inside the English
// header and footer (the languages' layouts cannot hold it, as each is a root layout of its own).
export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: `${notices.notFound.title} | ${site.name}`,
  description: notices.notFound.description,
};

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <Notice
        notice={notices.notFound}
        home={{ href: '/', label: notices.home }}
        also={{ lang: 'fr', notice: noticesFr.notFound, home: { href: '/fr', label: noticesFr.home } }}
      />
    </SiteDocument>
  );
}
