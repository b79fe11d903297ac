import styles from './legal-box.module.css';

/** A passage of a legal page set apart in a box, as the law asks for some (the French terms' guarantees). */
export function LegalBox({ children }: { children: React.ReactNode }) {
  return <div className={styles.box}>{children}</div>;
}
