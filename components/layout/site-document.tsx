import { clsx } from 'clsx';
import { cormorant, manrope } from './fonts';
import { wordsFor } from '@/lib/i18n/dictionary';
import { localeFacts, type Locale } from '@/lib/i18n/locales';
import { SkipLink } from './skip-link';

/** The document every page of a language shares: its lang, the fonts and the skip link to its main. */
export function SiteDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <html lang={localeFacts[locale].tag} className={clsx(cormorant.variable, manrope.variable)}>
      <body>
        <SkipLink label={wordsFor(locale).skipLink} />
        {children}
      </body>
    </html>
  );
}
