import Link from 'next/link';
import { wordsFor } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { site, socialLinks } from '@/lib/site/facts';
import { legalPages, pagePaths, type PageKey } from '@/lib/site/routes';
import { SocialIcon } from '@/components/ui/social-icon';
import { CurrentYear } from './current-year';
import { LanguageLink } from './language-link';
import { Logo } from './logo';
import { headerLinks } from './site-header';
import styles from './site-footer.module.css';

export function SiteFooter({ locale, page }: { locale: Locale; page?: PageKey }) {
  const words = wordsFor(locale);
  const { chrome } = words;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo locale={locale} />
          <p className={styles.blurb}>{chrome.blurb}</p>
          <ul className={styles.social}>
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a href={social.href} aria-label={chrome.social[social.network]} className={styles.socialLink}>
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={chrome.quickLinks} className={styles.column}>
          <h2 className={styles.heading}>{chrome.quickLinks}</h2>
          <ul className={styles.list}>
            {headerLinks(locale).sections.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={chrome.legal} className={styles.column}>
          <h2 className={styles.heading}>{chrome.legal}</h2>
          <ul className={styles.list}>
            {legalPages.map((page) => (
              <li key={page}>
                <Link href={pagePaths[page][locale]} prefetch={false}>
                  {words.pages[page].title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>
          © <CurrentYear buildYear={new Date().getFullYear()} /> {site.legalName}. {chrome.rights}
        </p>
        <LanguageLink locale={locale} page={page} className={styles.language} />
      </div>
    </footer>
  );
}
