'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import styles from './mobile-menu.module.css';

type Link = { readonly href: string; readonly label: string };

type Props = {
  links: readonly Link[];
  order: Link;
  /** The link to the page in the other language, rendered by the server. */
  language: React.ReactNode;
  words: { menu: string; open: string; close: string; nav: string };
};

const icons = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
};

function Icon({ shape, className }: { shape: keyof typeof icons; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className}>
      <path d={icons[shape]} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

const noSubscription = () => () => {};
/** False in the server's HTML and while hydrating it, true once the script runs the component. */
const useScripted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function MobileMenu({ links, order, language, words }: Props) {
  const scripted = useScripted();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const list = (
    <ul className={styles.links}>
      {[...links, order].map((link) => (
        <li key={link.href}>
          <a href={link.href} className={styles.link} onClick={() => setOpen(false)}>
            {link.label}
          </a>
        </li>
      ))}
      <li className={styles.language}>{language}</li>
    </ul>
  );

  // Until the script runs (or without it) the browser's own disclosure opens and closes the menu.
  if (!scripted) {
    return (
      <details className={styles.menu}>
        <summary className={styles.toggle} aria-label={words.menu}>
          <Icon shape="menu" className={styles.whenClosed} />
          <Icon shape="close" className={styles.whenOpen} />
        </summary>
        <nav aria-label={words.nav} className={styles.panel}>
          {list}
        </nav>
      </details>
    );
  }

  return (
    <div className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? words.close : words.open}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon shape={open ? 'close' : 'menu'} />
      </button>
      {/* Closed, the panel stays laid out and is only not shown (visibility: hidden keeps it out of the tab
          order and the accessibility tree), so a tap that opens it costs a paint, not a layout. */}
      <nav id={panelId} aria-label={words.nav} className={styles.panel} data-closed={open ? undefined : ''}>
        {list}
      </nav>
    </div>
  );
}
