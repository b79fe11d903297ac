import { clsx } from 'clsx';
import type { SectionHeadingCopy } from '@/lib/i18n/en/home';
import styles from './section-heading.module.css';

type Props = {
  id: string;
  copy: SectionHeadingCopy;
  tone?: 'light' | 'dark';
  align?: 'center' | 'start';
};

/** Every home section opens the same way: its label in tracked capitals (the h2), an optional title, an intro. */
export function SectionHeading({ id, copy, tone = 'light', align = 'center' }: Props) {
  const { label, title, intro } = copy;
  return (
    <div className={clsx(styles.heading, tone === 'dark' && styles.dark, align === 'start' && styles.start)}>
      <hgroup className={styles.group}>
        <h2 id={id} className={styles.label}>
          {label}
        </h2>
        {title ? <p className={styles.title}>{title}</p> : null}
      </hgroup>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
