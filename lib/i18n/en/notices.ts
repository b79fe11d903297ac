// The pages a visitor lands on when something is missing or broken; what an error page says is in
// error-notices.ts, which a client error page takes alone.
export * from './error-notices';

export const notFound = {
  title: 'Page not found',
  description: 'The page you were looking for is not here.',
  code: '404',
  heading: 'This page has run dry',
  text: 'The address may be mistyped, or the page may have moved. Everything we offer is one click away.',
} as const;
