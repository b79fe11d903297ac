'use client';

import { useCurrentPath } from '@/lib/browser/current-path';
import { localeFacts, otherLocale, type Locale } from '@/lib/i18n/locales';
import { pagePaths } from '@/lib/site/routes';

// The layout that holds the header does not know its page; the path does, in the prerendered HTML too.
const counterpart = (path: string | null, to: Locale) =>
  Object.values(pagePaths).find((paths) => Object.values(paths).includes(path as never))?.[to] ?? localeFacts[to].home;

/** The same page in the other language, named in that language. */
export function LanguageLink({ locale, className }: { locale: Locale; className?: string }) {
  const to = otherLocale(locale);
  const { tag, name } = localeFacts[to];
  return (
    <a href={counterpart(useCurrentPath(), to)} hrefLang={tag} lang={tag} className={className}>
      {name}
    </a>
  );
}
