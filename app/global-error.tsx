'use client';

import { clsx } from 'clsx';
import { SkipLink } from '@/components/layout/skip-link';
import { ErrorNotice, type ErrorProps } from '@/components/ui/error-notice';
import { Notice } from '@/components/ui/notice';
import * as en from '@/lib/i18n/en/notices';
import * as fr from '@/lib/i18n/fr/notices';
import { display, sans } from './fonts';
import './globals.css';

// Replaces a root layout when the layout itself failed, so it leaves out what may be what broke, and
// keeps the brand, the fonts and a way back, in both languages: it cannot tell which layout failed.
export default function GlobalError(props: ErrorProps) {
  return (
    <html lang="en-GB" className={clsx(display.variable, sans.variable)}>
      <body>
        <SkipLink label={en.skipLink} />
        <main id="main" tabIndex={-1}>
          <ErrorNotice {...props} words={en.errorNotice} home={{ href: '/', label: en.homeLink }} />
          <Notice
            notice={fr.errorNotice}
            home={{ href: '/fr', label: fr.homeLink }}
            retry={{ label: fr.errorNotice.retry, onClick: props.retry }}
            second={{ lang: 'fr' }}
          />
        </main>
      </body>
    </html>
  );
}
