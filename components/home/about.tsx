import { wordsFor } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { CardSection } from '@/components/ui/card-section';

export function About({ locale }: { locale: Locale }) {
  const { about } = wordsFor(locale);
  return <CardSection id="about" heading={about} cards={about.cards} background="paper" />;
}
