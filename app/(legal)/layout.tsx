import styles from './legal.module.css';

export default function LegalLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div className={styles.page}>
      <article className={styles.article}>{children}</article>
    </div>
  );
}
