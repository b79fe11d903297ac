import type { MetadataRoute } from 'next';
import { legalLinks } from './facts';

type Route = { path: string; priority: number; changeFrequency: MetadataRoute.Sitemap[number]['changeFrequency'] };

/** Every public page, as the sitemap lists it. */
export const publicRoutes: readonly Route[] = [
  { path: '/', priority: 1, changeFrequency: 'monthly' },
  ...legalLinks.map((link): Route => ({ path: link.href, priority: 0.3, changeFrequency: 'yearly' })),
];
