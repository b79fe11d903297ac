import { localeFacts, otherLocale, type Locale } from '@/lib/i18n/locales';
import { pagePaths, type PageKey } from '@/lib/site/routes';

type Props = { locale: Locale; page?: PageKey; className?: string };

/** The same page in the other language, named in that language. */
export function LanguageLink({ locale, page, className }: Props) {
  const to = otherLocale(locale);
  const { tag, name, home } = localeFacts[to];
  return (
    <a href={page ? pagePaths[page][to] : home} hrefLang={tag} lang={tag} className={className}>
      {name}
    </a>
  );
}
