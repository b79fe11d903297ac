import { wordsFor } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { CardSection } from '@/components/ui/card-section';
import styles from './sustainability.module.css';

export function Sustainability({ locale }: { locale: Locale }) {
  const { sustainability, chrome, report } = wordsFor(locale);
  return (
    <CardSection id="sustainability" heading={sustainability} cards={sustainability.cards} background="sand">
      <p className={styles.report}>
        <a href={report.file} target="_blank" rel="noopener" className={styles.reportLink} type="application/pdf">
          {sustainability.reportLink}
          <span className="visually-hidden"> {chrome.newTab}</span>
        </a>
      </p>
    </CardSection>
  );
}
