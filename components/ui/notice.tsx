import Link from 'next/link';
import { notices } from '@/lib/site/copy';
import { BrandMark } from './brand-mark';
import styles from './notice.module.css';

type Props = {
  notice: { code: string; heading: string; text: string };
  /** Offered before the way home, where trying again can help. */
  retry?: { label: string; onClick: () => void };
};

/** A whole-page message for a missing or broken page, always with a way home. */
export function Notice({ notice, retry }: Props) {
  return (
    <section className={styles.page} aria-labelledby="notice-title">
      <BrandMark className={styles.mark} />
      <p className={styles.code}>{notice.code}</p>
      <h1 id="notice-title" className={styles.title}>
        {notice.heading}
      </h1>
      <p className={styles.text}>{notice.text}</p>
      {retry ? (
        <button type="button" className={styles.action} onClick={retry.onClick}>
          {retry.label}
        </button>
      ) : null}
      <Link href="/" className={styles.action} prefetch={false}>
        {notices.home}
      </Link>
    </section>
  );
}
