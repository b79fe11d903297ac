import type { MetadataRoute } from 'next';
import { legalLinks } from './facts';

type Route = { path: string; priority: number; changeFrequency: MetadataRoute.Sitemap[number]['changeFrequency'] };

/** Every public page, for the sitemap and the tests that walk the site. */
export const publicRoutes: readonly Route[] = [
  { path: '/', priority: 1, changeFrequency: 'monthly' },
  ...legalLinks.map((link): Route => ({ path: link.href, priority: 0.3, changeFrequency: 'yearly' })),
];
