import { about } from '@/lib/site/copy';
import { CardSection } from './card-section';

export function About() {
  return <CardSection id="about" title={about.title} intro={about.intro} cards={about.cards} background="paper" />;
}
