import styles from './legal.module.css';

export default function LegalLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <article className={styles.article}>{children}</article>;
}
