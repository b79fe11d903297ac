'use client';

import { useEffect, useState } from 'react';
import type { ErrorProps } from '@/components/ui/error-notice';
import { defaultLocale, localeFacts, locales } from '@/lib/i18n/locales';
import { errorNoticesIn } from '@/lib/i18n/error-notices';

type Page = typeof import('./global-error-page');

// Replaces a root layout when the layout itself failed, so it leaves out what may be what broke, and
// keeps the brand, the fonts and a way back, in every language: it cannot tell which layout failed.
// Its page and that page's styles load only when it is shown: Next writes the CSS this module imports
// into every page's RSC payload, a second copy of the root layout's (vercel/next.js#98110), so it imports
// none. Were the page's script out of reach (the network gone), its words are still said, unstyled.
export default function GlobalError(props: ErrorProps) {
  const [page, setPage] = useState<Page | 'failed'>();
  useEffect(() => {
    import('./global-error-page').then(
      (loaded) => setPage(loaded),
      () => setPage('failed'),
    );
  }, []);

  const loaded = page && page !== 'failed' ? page : undefined;
  return (
    <html lang={localeFacts[defaultLocale].tag} className={loaded?.documentClasses}>
      <body>
        {loaded ? (
          <loaded.GlobalErrorPage {...props} />
        ) : page === 'failed' ? (
          <main>
            {locales.map((locale) => (
              <section key={locale} lang={localeFacts[locale].tag}>
                <h1>{errorNoticesIn[locale].errorNotice.heading}</h1>
                <p>{errorNoticesIn[locale].errorNotice.text}</p>
                <a href={localeFacts[locale].home}>{errorNoticesIn[locale].homeLink}</a>
              </section>
            ))}
          </main>
        ) : null}
      </body>
    </html>
  );
}
