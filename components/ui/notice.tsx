import { BrandMark } from './brand-mark';
import styles from './notice.module.css';

type NoticeWords = { code: string; heading: string; text: string };
type Action = { label: string; onClick: () => void };

type Props = {
  notice: NoticeWords;
  home: { href: string; label: string };
  /** Offered before the way home, where trying again can help. */
  retry?: Action;
  /** The same notice in a second language, for a page no language's layout holds (the 404, the global error). */
  also?: { lang: string; notice: NoticeWords; home: { href: string; label: string }; retry?: Action };
};

/** A whole-page message for a missing or broken page, always with a way home. */
export function Notice({ notice, home, retry, also }: Props) {
  return (
    <section className={styles.page} aria-labelledby="notice-title">
      <BrandMark className={styles.mark} />
      <p className={styles.code}>{notice.code}</p>
      <h1 id="notice-title" className={styles.title}>
        {notice.heading}
      </h1>
      <p className={styles.text}>{notice.text}</p>
      <Actions home={home} retry={retry} />
      {also ? (
        <div lang={also.lang} className={styles.also}>
          <h2 className={styles.alsoTitle}>{also.notice.heading}</h2>
          <p className={styles.text}>{also.notice.text}</p>
          <Actions home={also.home} retry={also.retry} />
        </div>
      ) : null}
    </section>
  );
}

function Actions({ home, retry }: Pick<Props, 'home' | 'retry'>) {
  return (
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
  );
}
