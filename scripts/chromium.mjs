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

// The shell hints glyphs fully by default, which rounds each advance to a whole pixel; unhinted, it sets
// text to the same fractions of a pixel as the browser (every run of text on the pages measured alike,
// in the web fonts and in their fallbacks). There is no GPU here: drawing in software costs a few per cent
// less CPU than through an emulated one (the GPU process still composites).
const shellArgs = [...chromiumArgs, '--font-render-hinting=none', '--disable-gpu'];

/**
 * Chromium's headless shell: the same engine without the browser around it, which opens pages in half the
 * CPU time of the full browser on two cores. It has no PDF viewer and draws pixels a little apart from
 * the browser, so those tests run in the full browser. The full browser where there is no shell.
 */
export function shellLaunchOptions() {
  if (chromiumPath) return launchOptions();
  const executablePath = chromiumExecutable();
  // Without a system path Playwright's own builds are installed, and it picks their shell for headless.
  if (!executablePath) return { args: shellArgs };
  const shell = SHELL_CANDIDATES.find((candidate) => existsSync(candidate));
  return shell ? { executablePath: shell, args: shellArgs } : launchOptions();
}
