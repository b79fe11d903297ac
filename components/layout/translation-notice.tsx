import { wordsFor } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import styles from './translation-notice.module.css';

/** A legal page's first words in a language other than the spec's: it exists in English too, and each version is authoritative in its language. */
export function TranslationNotice({ locale }: { locale: Locale }) {
  const notice = wordsFor(locale).legalPages.translationNotice;
  return notice ? (
    <p role="note" className={styles.notice}>
      {notice}
    </p>
  ) : null;
}
