'use client';

import { useEffect } from 'react';
import { Notice } from '@/components/notice';
import { notices } from '@/lib/site/copy';
import { site } from '@/lib/site/facts';

// A page that failed while rendering, inside the site's own header and footer.
export default function ErrorPage({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
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
