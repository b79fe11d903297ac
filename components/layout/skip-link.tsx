import styles from './skip-link.module.css';

export function SkipLink({ label }: { label: string }) {
  return (
    <a className={styles.skipLink} href="#main">
      {label}
    </a>
  );
}
