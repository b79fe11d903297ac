'use client';

import { SkipLink } from '@/components/layout/skip-link';
import { ErrorNotice, type ErrorProps } from '@/components/ui/error-notice';
import { Notice } from '@/components/ui/notice';
import { defaultLocale, localeFacts, otherLocales } from '@/lib/i18n/locales';
import { errorNoticesIn } from '@/lib/i18n/error-notices';
import { cormorant, manrope } from '@/components/layout/fonts';
import './globals.css';

const first = errorNoticesIn[defaultLocale];
const others = otherLocales(defaultLocale);

// Replaces a root layout when the layout itself failed, so it leaves out what may be what broke, and
// keeps the brand, the fonts and a way back, in every language: it cannot tell which layout failed.
export default function GlobalError(props: ErrorProps) {
  return (
    <html lang={localeFacts[defaultLocale].tag} className={`${cormorant.variable} ${manrope.variable}`}>
      <body>
        <SkipLink label={first.skipLink} />
        <main id="main" tabIndex={-1}>
          <ErrorNotice
            {...props}
            words={first.errorNotice}
            home={{ href: localeFacts[defaultLocale].home, label: first.homeLink }}
            followed={others.length > 0}
          />
          {others.map((locale) => (
            <Notice
              key={locale}
              notice={errorNoticesIn[locale].errorNotice}
              home={{ href: localeFacts[locale].home, label: errorNoticesIn[locale].homeLink }}
              retry={{ label: errorNoticesIn[locale].errorNotice.retry, onClick: props.retry }}
              second={{ lang: localeFacts[locale].tag }}
            />
          ))}
        </main>
      </body>
    </html>
  );
}
