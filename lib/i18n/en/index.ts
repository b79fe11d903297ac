// The English words of the site: the spec's, and the shape every other language's words take (words.ts).
export * from './enquiry';
export * from './home';
export * from './notices';
export * from './receipt';
export * from './report';
export * from './site';
