import { LegalArticle } from '@/components/layout/legal-article';

export default function LegalLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <LegalArticle>{children}</LegalArticle>;
}
