import type { Metadata } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { SiteFrame } from '@/components/layout/site-frame';
import { Notice } from '@/components/ui/notice';
import { defaultLocale, localeFacts, otherLocales } from '@/lib/i18n/locales';
import { noticesIn } from '@/lib/i18n/notices';
import { site } from '@/lib/site/facts';
import { siteUrl } from '@/lib/site/url';
import './fallback-fonts.css';
import './globals.css';

// An address no page answers has no language of its own: the notice says it in every language, in the
// default language's frame (each language's layout is a root layout of its own, so none can hold it).
const first = noticesIn[defaultLocale];
const others = otherLocales(defaultLocale);

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: `${first.notFound.title} | ${site.name}`,
  description: first.notFound.description,
};

export default function GlobalNotFound() {
  return (
    <SiteDocument locale={defaultLocale}>
      <SiteFrame locale={defaultLocale}>
        <Notice
          notice={first.notFound}
          home={{ href: localeFacts[defaultLocale].home, label: first.homeLink }}
          followed={others.length > 0}
        />
        {others.map((locale) => (
          <Notice
            key={locale}
            notice={noticesIn[locale].notFound}
            home={{ href: localeFacts[locale].home, label: noticesIn[locale].homeLink }}
            second={{ lang: localeFacts[locale].tag }}
          />
        ))}
      </SiteFrame>
    </SiteDocument>
  );
}
