import Link from 'next/link';
import { wordsFor } from '@/lib/i18n/dictionary';
import { localeFacts, type Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site/facts';
import { BrandMark } from '@/components/ui/brand-mark';
import styles from './logo.module.css';

export function Logo({ locale }: { locale: Locale }) {
  return (
    <Link
      href={localeFacts[locale].home}
      className={styles.logo}
      aria-label={wordsFor(locale).chrome.homeLabel}
      prefetch={false}
    >
      <BrandMark className={styles.mark} />
      <span className={styles.wordmark}>{site.name}</span>
    </Link>
  );
}
