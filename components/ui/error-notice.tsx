'use client';

import { useEffect } from 'react';
import type { errorNotice } from '@/lib/i18n/en/notices';
import type { Words } from '@/lib/i18n/words';
import { site } from '@/lib/site/facts';
import { Notice } from './notice';

export type ErrorProps = { error: Error & { digest?: string }; retry: () => void };

type Props = ErrorProps & {
  words: Words<typeof errorNotice>;
  home: { href: string; label: string };
  /** Followed by the same notice in other languages (the global error page). */
  followed?: boolean;
};

/** What the error pages show: the branded notice, with Try again and a way home; never the error's words. */
export function ErrorNotice({ error, retry, words, home, followed }: Props) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <>
      <title>{`${words.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <Notice notice={words} home={home} retry={{ label: words.retry, onClick: retry }} followed={followed} />
    </>
  );
}
