// The pages a visitor lands on when something is missing or broken, and the skip link every page opens
// with: words a page outside every language's layout (app/global-error.tsx) can load on their own.
export const notices = {
  skipLink: 'Skip to main content',
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for is not here.',
    code: '404',
    heading: 'This page has run dry',
    text: 'The address may be mistyped, or the page may have moved. Everything we offer is one click away.',
  },
  error: {
    title: 'Something went wrong',
    code: 'Error',
    heading: 'Something went wrong',
    text: 'This page could not be shown just now. Please try again, or start again from the home page.',
    retry: 'Try again',
  },
  home: 'Return to the home page',
} as const;
