'use client';

import { useEffect } from 'react';
import type { notices } from '@/lib/i18n/en/notices';
import type { Words } from '@/lib/i18n/words';
import { site } from '@/lib/site/facts';
import { Notice } from './notice';

export type ErrorProps = { error: Error & { digest?: string }; retry: () => void };

type NoticesWords = Words<typeof notices>;
type InLanguage = { words: NoticesWords; home: string };

const home = ({ words, home: href }: InLanguage) => ({ href, label: words.home });

/**
 * What the error pages show: the branded notice, with Try again and a way home; never the error's words.
 * The global error page, outside every language's layout, shows it in a second language too.
 */
export function ErrorNotice({
  error,
  retry,
  language,
  also,
}: ErrorProps & { language: InLanguage; also?: InLanguage & { lang: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const { words } = language;
  return (
    <>
      <title>{`${words.error.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <Notice
        notice={words.error}
        home={home(language)}
        retry={{ label: words.error.retry, onClick: retry }}
        also={
          also && {
            lang: also.lang,
            notice: also.words.error,
            home: home(also),
            retry: { label: also.words.error.retry, onClick: retry },
          }
        }
      />
    </>
  );
}
