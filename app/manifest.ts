import type { MetadataRoute } from 'next';
import { pages } from '@/lib/i18n/en';
import { site } from '@/lib/site/facts';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${site.name} Natural Mineral Water`,
    short_name: site.name,
    description: pages.home.description,
    start_url: '/',
    display: 'standalone',
    background_color: '#fbf8f2',
    theme_color: site.themeColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
