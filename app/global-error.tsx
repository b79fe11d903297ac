'use client';

import { clsx } from 'clsx';
import { ErrorNotice, type ErrorProps } from '@/components/ui/error-notice';
import { SkipLink } from '@/components/layout/skip-link';
import { display, sans } from './fonts';
import './globals.css';

// Replaces the root layout when the layout itself failed, so it leaves out the header and footer that
// may be what broke, and keeps the brand, the fonts and a way back.
export default function GlobalError(props: ErrorProps) {
  return (
    <html lang="en-GB" className={clsx(display.variable, sans.variable)}>
      <body>
        <SkipLink />
        <main id="main" tabIndex={-1}>
          <ErrorNotice {...props} />
        </main>
      </body>
    </html>
  );
}
