import { clsx } from 'clsx';
import { brandMarkFile } from '@/lib/site/brand-mark';
import styles from './notice.module.css';

type Props = {
  notice: { code: string; heading: string; text: string };
  home: { href: string; label: string };
  /** Offered before the way home, where trying again can help. */
  retry?: { label: string; onClick: () => void };
  /**
   * The same notice in a second language, below the first, for a page no language's layout holds (the
   * 404, the global error): its own lang, and a heading under the page's one.
   */
  second?: { lang: string };
  /** Followed by a second notice: the two share the screen. */
  followed?: boolean;
};

/** A whole-page message for a missing or broken page, always with a way home. */
export function Notice({ notice, home, retry, second, followed }: Props) {
  const Heading = second ? 'h2' : 'h1';
  const titleId = second ? `notice-title-${second.lang}` : 'notice-title';
  return (
    <section
      className={clsx(styles.page, followed && styles.followed, second && styles.second)}
      aria-labelledby={titleId}
      lang={second?.lang}
    >
      {second ? null : (
        // eslint-disable-next-line @next/next/no-img-element -- a small SVG file at its one size; no optimiser
        <img src={brandMarkFile} alt="" width={56} height={56} className={styles.mark} />
      )}
      <p className={styles.code}>{notice.code}</p>
      <Heading id={titleId} className={styles.title}>
        {notice.heading}
      </Heading>
      <p className={styles.text}>{notice.text}</p>
      <p className={styles.actions}>
        {retry ? (
          <button type="button" className={styles.action} onClick={retry.onClick}>
            {retry.label}
          </button>
        ) : null}
        {/* A whole document: the page may sit outside the layout it leads to (the 404, the global error). */}
        <a href={home.href} className={styles.action}>
          {home.label}
        </a>
      </p>
    </section>
  );
}
