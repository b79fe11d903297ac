import styles from './legal-article.module.css';

/** The reading column every legal page is set in, in every language. */
export function LegalArticle({ children }: { children: React.ReactNode }) {
  return <article className={styles.article}>{children}</article>;
}
