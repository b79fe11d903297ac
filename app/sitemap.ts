import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/lib/site/routes';
import { legal } from '@/lib/site/facts';
import { siteUrl } from '@/lib/site/url';

export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  return publicRoutes.map((route) => ({
    url: new URL(route.path, origin).href,
    lastModified: route.path === '/' ? undefined : legal.effectiveDate,
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}
