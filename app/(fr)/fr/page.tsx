import { HomePage } from '@/components/home/home-page';

export default function FrenchHomePage() {
  return <HomePage locale="fr" />;
}
