import { wordsFor } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { legal } from '@/lib/site/facts';
import { formatDate } from '@/lib/site/price';
import type { LegalPage } from '@/lib/site/routes';
import styles from './legal-header.module.css';

export function LegalHeader({ locale, page }: { locale: Locale; page: LegalPage }) {
  const words = wordsFor(locale);
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{words.pages[page].title}</h1>
      <p className={styles.effective}>
        {words.legalPages.effectiveDate}{' '}
        <time dateTime={legal.effectiveDate}>{formatDate(legal.effectiveDate, locale)}</time>
      </p>
    </header>
  );
}
