import { navLinks, orderLink } from '@/lib/site/facts';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.links}>
            {navLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.link}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <a href={orderLink.href} className={styles.order}>
            {orderLink.label}
          </a>
        </nav>
        <MobileMenu links={navLinks} orderLink={orderLink} />
      </div>
    </header>
  );
}
