import type { Locale } from '@/lib/i18n/locales';
import type { PageKey } from '@/lib/site/routes';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type Props = { locale: Locale; page?: PageKey; children: React.ReactNode };

/**
 * The header, the main landmark and the footer. Each page frames itself, rather than its layout, so that
 * the language link is written by the server for the page it is on: a layout does not know its page.
 * No page (the 404): the link leads to the other language's home.
 */
export function SiteFrame({ locale, page, children }: Props) {
  return (
    <>
      <SiteHeader locale={locale} page={page} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} page={page} />
    </>
  );
}
