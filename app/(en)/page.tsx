import { HomePage } from '@/components/home/home-page';

export default function EnglishHomePage() {
  return <HomePage locale="en" />;
}
