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

export function launchOptions() {
  const executablePath = chromiumExecutable();
  return executablePath ? { executablePath, args: chromiumArgs } : { args: chromiumArgs };
}
