// The French words of the site, in the shape of the English (lib/i18n/en), checked by lib/i18n/dictionary.ts.
export * from './enquiry';
export * from './home';
export * from './notices';
export * from './receipt';
export * from './report';
export * from './site';
