import Link from 'next/link';
import { site } from '@/lib/site/facts';
import { BrandMark } from '@/components/ui/brand-mark';
import styles from './logo.module.css';

export function Logo() {
  return (
    <Link href="/" className={styles.logo} aria-label={`${site.name} home`} prefetch={false}>
      <BrandMark className={styles.mark} />
      <span className={styles.wordmark}>{site.name}</span>
    </Link>
  );
}
