import { localeFacts, otherLocales, type Locale } from '@/lib/i18n/locales';
import { pagePaths, type PageKey } from '@/lib/site/routes';

type Props = { locale: Locale; page?: PageKey; className?: string };

/** The same page in every other language, each named in its own. */
export function LanguageLink({ locale, page, className }: Props) {
  return otherLocales(locale).map((to) => {
    const { tag, name, home } = localeFacts[to];
    return (
      <a key={to} href={page ? pagePaths[page][to] : home} hrefLang={tag} lang={tag} className={className}>
        {name}
      </a>
    );
  });
}
