import { clsx } from 'clsx';
import { sustainability } from '@/lib/content';
import { media } from '@/lib/site';
import { FeatureCard } from './feature-card';
import { SectionHeading } from './section-heading';
import styles from './section.module.css';
import own from './sustainability.module.css';

export function Sustainability() {
  return (
    <section id="sustainability" aria-labelledby="sustainability-title" className={clsx(styles.section, styles.sand)}>
      <div className={styles.inner}>
        <SectionHeading id="sustainability-title" title={sustainability.title} intro={sustainability.intro} />
        <div className={clsx(styles.grid, styles.grid4)}>
          {sustainability.cards.map((card) => (
            <FeatureCard key={card.title} card={card} />
          ))}
        </div>
        <p className={own.report}>
          <a href={media.report} target="_blank" rel="noopener" className={own.reportLink} type="application/pdf">
            {sustainability.reportLink}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </section>
  );
}
