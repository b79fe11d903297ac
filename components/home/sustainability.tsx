import { sustainability } from '@/lib/site/copy';
import { media } from '@/lib/site/facts';
import { CardSection } from '@/components/ui/card-section';
import styles from './sustainability.module.css';

export function Sustainability() {
  return (
    <CardSection id="sustainability" heading={sustainability} cards={sustainability.cards} background="sand">
      <p className={styles.report}>
        <a href={media.report} target="_blank" rel="noopener" className={styles.reportLink} type="application/pdf">
          {sustainability.reportLink}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </CardSection>
  );
}
