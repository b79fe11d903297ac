import { site } from '@/lib/site/facts';

// E-mail clients ignore CSS custom properties, so the brand colours of app/globals.css are written out here.
export const colour = {
  navy: site.themeColor,
  cream: '#f4efe6',
  paper: '#fbf8f2',
  white: '#ffffff',
  gold: '#c2a266',
  goldInk: '#7a5a26',
  text: '#1b2733',
  muted: '#4a5866',
  line: '#e2d9c8',
};
export const serif = "Georgia, 'Times New Roman', serif";
export const sans = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Helvetica, sans-serif";
