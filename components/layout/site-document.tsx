import { clsx } from 'clsx';
import { display, sans } from '@/app/fonts';
import { wordsFor } from '@/lib/i18n/dictionary';
import { localeFacts, type Locale } from '@/lib/i18n/locales';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** The document every page of a language shares: its lang, the header, the main landmark and the footer. */
export function SiteDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <html lang={localeFacts[locale].tag} className={clsx(display.variable, sans.variable)}>
      <body>
        <SkipLink label={wordsFor(locale).notices.skipLink} />
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter locale={locale} />
      </body>
    </html>
  );
}
