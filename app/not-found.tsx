import type { Metadata } from 'next';
import { Notice } from '@/components/ui/notice';
import { notices } from '@/lib/site/copy';

export const metadata: Metadata = {
  title: notices.notFound.title,
  description: notices.notFound.description,
};

export default function NotFound() {
  return <Notice notice={notices.notFound} />;
}
