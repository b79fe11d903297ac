import type { Card } from '@/lib/i18n/en/home';
import { CardIcon } from './card-icon';
import styles from './feature-card.module.css';

export function FeatureCard({ card }: { card: Card }) {
  return (
    <article className={styles.card} data-ripple="">
      <span className={styles.icon}>
        <CardIcon icon={card.icon} />
      </span>
      <h3 className={styles.title}>{card.title}</h3>
      <p className={styles.text}>{card.text}</p>
    </article>
  );
}
