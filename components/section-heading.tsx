import { clsx } from 'clsx';
import styles from './section-heading.module.css';

type Props = {
  id: string;
  title: string;
  kicker?: string;
  intro?: string;
  tone?: 'light' | 'dark';
};

export function SectionHeading({ id, title, kicker, intro, tone = 'light' }: Props) {
  return (
    <div className={clsx(styles.heading, tone === 'dark' && styles.dark)}>
      {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
      <h2 id={id} className={clsx(styles.title, !kicker && styles.caps)}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
