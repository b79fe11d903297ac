// What an error page says, and the skip link every page opens with: apart from the other notices, so the
// script of the page that replaces a failed layout (app/global-error.tsx) carries these words and no others.
export const skipLink = 'Skip to main content';

export const homeLink = 'Return to the home page';

export const errorNotice = {
  title: 'Something went wrong',
  code: 'Error',
  heading: 'Something went wrong',
  text: 'This page could not be shown just now. Please try again, or start again from the home page.',
  retry: 'Try again',
} as const;
