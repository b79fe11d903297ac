'use client';

import { useEffect } from 'react';
import { notices } from '@/lib/site/copy';
import { site } from '@/lib/site/facts';
import { Notice } from './notice';

export type ErrorProps = { error: Error & { digest?: string }; retry: () => void };

/** What the error pages show: the branded notice, with Try again and a way home; never the error's words. */
export function ErrorNotice({ error, retry }: ErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <>
      <title>{`${notices.error.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <Notice notice={notices.error} retry={{ label: notices.error.retry, onClick: retry }} />
    </>
  );
}
