import { clsx } from 'clsx';
import { SkipLink } from '@/components/layout/skip-link';
import { ErrorNotice, type ErrorProps } from '@/components/ui/error-notice';
import { Notice } from '@/components/ui/notice';
import { defaultLocale, localeFacts, otherLocales } from '@/lib/i18n/locales';
import { errorNoticesIn } from '@/lib/i18n/error-notices';
import { cormorant, manrope } from '@/components/layout/fonts';
import './globals.css';

const first = errorNoticesIn[defaultLocale];
const others = otherLocales(defaultLocale);

/** The root element's classes: the fonts' custom properties. */
export const documentClasses = clsx(cormorant.variable, manrope.variable);

/** What the global error page shows, in every language: it cannot tell which layout failed. */
export function GlobalErrorPage(props: ErrorProps) {
  return (
    <>
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
    </>
  );
}
