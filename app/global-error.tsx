'use client';

import { clsx } from 'clsx';
import { SkipLink } from '@/components/layout/skip-link';
import { ErrorNotice, type ErrorProps } from '@/components/ui/error-notice';
import { notices } from '@/lib/i18n/en/notices';
import { notices as noticesFr } from '@/lib/i18n/fr/notices';
import { display, sans } from './fonts';
import './globals.css';

// Replaces a root layout when the layout itself failed, so it leaves out the header and footer that may
// be what broke, and keeps the brand, the fonts and a way back, in both languages: it has no path to
// tell which layout failed.
export default function GlobalError(props: ErrorProps) {
  return (
    <html lang="en-GB" className={clsx(display.variable, sans.variable)}>
      <body>
        <SkipLink label={notices.skipLink} />
        <main id="main" tabIndex={-1}>
          <ErrorNotice
            {...props}
            language={{ words: notices, home: '/' }}
            also={{ lang: 'fr', words: noticesFr, home: '/fr' }}
          />
        </main>
      </body>
    </html>
  );
}
