import { wordsFor } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import styles from './translation-notice.module.css';

/** A translated legal page's first words: it is for information, and the English version prevails. */
export function TranslationNotice({ locale }: { locale: Locale }) {
  const notice = wordsFor(locale).legalPages.translationNotice;
  return notice ? (
    <p role="note" className={styles.notice}>
      {notice}
    </p>
  ) : null;
}
