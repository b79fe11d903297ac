// The pages a visitor lands on when something is missing or broken, and the skip link every page opens
// with: one export each, so an error page's script carries only its own words (app/global-error.tsx).
export const skipLink = 'Skip to main content';

export const homeLink = 'Return to the home page';

export const notFound = {
  title: 'Page not found',
  description: 'The page you were looking for is not here.',
  code: '404',
  heading: 'This page has run dry',
  text: 'The address may be mistyped, or the page may have moved. Everything we offer is one click away.',
} as const;

export const errorNotice = {
  title: 'Something went wrong',
  code: 'Error',
  heading: 'Something went wrong',
  text: 'This page could not be shown just now. Please try again, or start again from the home page.',
  retry: 'Try again',
} as const;
