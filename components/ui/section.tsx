import { clsx } from 'clsx';
import styles from './section.module.css';

type Props = {
  id: string;
  /** The id of the heading that names the section. */
  titleId: string;
  tone: 'paper' | 'sand' | 'dark';
  /** Extra classes for the centred inner column. */
  innerClassName?: string;
  children: React.ReactNode;
};

/** One band of the home page: a named section with its background and a centred column. */
export function Section({ id, titleId, tone, innerClassName, children }: Props) {
  return (
    <section id={id} aria-labelledby={titleId} className={clsx(styles.section, styles[tone])}>
      <div className={clsx(styles.inner, innerClassName)}>{children}</div>
    </section>
  );
}
