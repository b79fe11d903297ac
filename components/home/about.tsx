import { about } from '@/lib/site/copy';
import { CardSection } from '@/components/ui/card-section';

export function About() {
  return <CardSection id="about" heading={about} cards={about.cards} background="paper" />;
}
