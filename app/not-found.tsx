import type { Metadata } from 'next';
import Link from 'next/link';
import { BrandMark } from '@/components/brand-mark';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for is not here.',
};

export default function NotFound() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <BrandMark className={styles.mark} />
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        This page has run dry
      </h1>
      <p className={styles.text}>
        The address may be mistyped, or the page may have moved. Everything we offer is one click away.
      </p>
      <Link href="/" className={styles.home} prefetch={false}>
        Return to the home page
      </Link>
    </section>
  );
}
