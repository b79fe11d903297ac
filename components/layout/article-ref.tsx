import styles from './article-ref.module.css';

/** A reference to an article of a code (L. 217-32), kept on one line. */
export function ArticleRef({ children }: { children: React.ReactNode }) {
  return <span className={styles.ref}>{children}</span>;
}
