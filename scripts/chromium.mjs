// One place that decides which Chromium the tests, benchmarks and asset scripts drive:
// Playwright's own build where it is installed, otherwise the system's (Debian's /usr/bin/chromium).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../test-kit/test-env.ts';

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumExecutable() {
  if (chromiumPath) return chromiumPath;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return undefined;
  } catch {
    // Playwright has no browser of its own here; fall through to the system one.
  }
  return SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate));
}

export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The full browser, as a visitor's Chrome draws pages: its PDF viewer, its text settings (the visual baselines). */
export function launchOptions() {
  const executablePath = chromiumExecutable();
  return executablePath ? { executablePath, args: chromiumArgs } : { channel: 'chromium', args: chromiumArgs };
}

const SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell'];

/**
 * Chromium's headless shell: the same engine without the browser around it, which opens pages faster and
 * takes a third off the end-to-end run on two cores. It has no PDF viewer and sets text a fraction of a
 * pixel apart from the browser, so a test of either runs in the full browser. The full browser where
 * there is no shell.
 */
export function shellLaunchOptions() {
  if (chromiumPath) return launchOptions();
  const executablePath = chromiumExecutable();
  // Without a system path Playwright's own builds are installed, and it picks their shell for headless.
  if (!executablePath) return { args: chromiumArgs };
  const shell = SHELL_CANDIDATES.find((candidate) => existsSync(candidate));
  return shell ? { executablePath: shell, args: chromiumArgs } : launchOptions();
}
