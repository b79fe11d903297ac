import { devices } from '@playwright/test';

// Set by each spec file rather than by a Playwright project: a project of their own gave the phone and
// no-script specs workers of their own, each a Node process and a browser started for a handful of tests.
// Context options only, so the specs share the desktop project's workers and browser.

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];

/** A phone (Pixel 7), as the `mobile-*` specs open the site. */
export const phone = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };

/** A browser that runs no script, as the `no-js-*` specs open the site. */
export const noScript = { javaScriptEnabled: false };
