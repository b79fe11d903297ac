import { clsx } from 'clsx';
import { about } from '@/lib/content';
import { FeatureCard } from './feature-card';
import { SectionHeading } from './section-heading';
import styles from './section.module.css';

export function About() {
  return (
    <section id="about" aria-labelledby="about-title" className={clsx(styles.section, styles.paper)}>
      <div className={styles.inner}>
        <SectionHeading id="about-title" title={about.title} intro={about.intro} />
        <div className={clsx(styles.grid, styles.grid3)}>
          {about.cards.map((card) => (
            <FeatureCard key={card.title} card={card} />
          ))}
        </div>
      </div>
    </section>
  );
}
