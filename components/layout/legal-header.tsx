import { legal } from '@/lib/site/facts';
import styles from './legal-header.module.css';

export function LegalHeader({ title }: { title: string }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.effective}>
        Effective date: <time dateTime={legal.effectiveDate}>{legal.effectiveDateLabel}</time>
      </p>
    </header>
  );
}
