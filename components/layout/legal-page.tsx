import type { Locale } from '@/lib/i18n/locales';
import type { LegalPage as Page } from '@/lib/site/routes';
import { LegalArticle } from './legal-article';
import { LegalHeader } from './legal-header';
import { SiteFrame } from './site-frame';
import { TranslationNotice } from './translation-notice';

/** A legal page in a language: its title and effective date, the translation notice where it is one, its text. */
export function LegalPage({ locale, page, children }: { locale: Locale; page: Page; children: React.ReactNode }) {
  return (
    <SiteFrame locale={locale} page={page}>
      <LegalArticle>
        <LegalHeader locale={locale} page={page} />
        <TranslationNotice locale={locale} />
        {children}
      </LegalArticle>
    </SiteFrame>
  );
}
