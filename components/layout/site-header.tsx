import { wordsFor } from '@/lib/i18n/dictionary';
import { anchorHref, type Locale } from '@/lib/i18n/locales';
import { navSections } from '@/lib/site/facts';
import type { PageKey } from '@/lib/site/routes';
import { LanguageLink } from './language-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

/** The header's links, in the page's language: each home section, then the form. */
export function headerLinks(locale: Locale) {
  const { chrome } = wordsFor(locale);
  const sections = navSections.map((id) => ({ href: anchorHref(locale, id), label: chrome.nav[id] }));
  return { sections, order: { href: anchorHref(locale, 'contact'), label: chrome.order } };
}

export function SiteHeader({ locale, page }: { locale: Locale; page?: PageKey }) {
  const { chrome } = wordsFor(locale);
  const { sections, order } = headerLinks(locale);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo locale={locale} />
        <nav aria-label={chrome.mainNav} className={styles.nav}>
          <ul className={styles.links}>
            {sections.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.link}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <a href={order.href} className={styles.order}>
            {order.label}
          </a>
          <LanguageLink locale={locale} page={page} className={styles.link} />
        </nav>
        <MobileMenu
          links={sections}
          order={order}
          language={<LanguageLink locale={locale} page={page} />}
          words={{ menu: chrome.menu, open: chrome.openMenu, close: chrome.closeMenu, nav: chrome.mobileNav }}
        />
      </div>
    </header>
  );
}
