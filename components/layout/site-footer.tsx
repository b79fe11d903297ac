import Link from 'next/link';
import { legalLinks, navLinks, site, socialLinks } from '@/lib/site/facts';
import { CurrentYear } from './current-year';
import { Logo } from './logo';
import { SocialIcon } from '@/components/ui/social-icon';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.blurb}>{site.blurb}</p>
          <ul className={styles.social}>
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a href={social.href} aria-label={social.label} className={styles.socialLink}>
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Quick links" className={styles.column}>
          <h2 className={styles.heading}>Quick links</h2>
          <ul className={styles.list}>
            {navLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal" className={styles.column}>
          <h2 className={styles.heading}>Legal</h2>
          <ul className={styles.list}>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © <CurrentYear buildYear={new Date().getFullYear()} /> {site.legalName}. All rights reserved.
      </p>
    </footer>
  );
}
