'use client';

import { useEffect } from 'react';
import { clsx } from 'clsx';
import { Notice } from '@/components/notice';
import { SkipLink } from '@/components/skip-link';
import { notices } from '@/lib/site/copy';
import { site } from '@/lib/site/facts';
import { display, sans } from './fonts';
import './globals.css';

// Replaces the root layout when the layout itself failed, so it leaves out the header and footer that
// may be what broke, and keeps the brand, the fonts and a way back.
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en-GB" className={clsx(display.variable, sans.variable)}>
      <body>
        <title>{`${notices.error.title} | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
        <SkipLink />
        <main id="main" tabIndex={-1}>
          <Notice notice={notices.error} retry={{ label: notices.error.retry, onClick: retry }} />
        </main>
      </body>
    </html>
  );
}
