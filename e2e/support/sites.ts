// The sites only some specs need (site-settings.ts), started by the specs that ask for them, once per
// worker on a free port (`test` below), so a run that does not need one never starts it.
import { test as base, type Fixtures } from '@playwright/test';
import { serveSite } from '../../test-kit/site';
import { mailEnv } from '../../test-kit/test-env';
import { onDemand, onDemandAs } from './site-settings';

/** An on-demand site, started for the worker when a test first asks for it. */
export type Site = { origin: string; port: number };
export type Sites = { [name in keyof typeof onDemand]: Site };

const fixtures = Object.fromEntries(
  Object.entries(onDemand).map(([name, env]) => [
    name,
    [
      // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
      async ({}, provide: (site: Site) => Promise<void>) => {
        const site = await serveSite({ ...mailEnv, ...env }, { as: onDemandAs[name as keyof typeof onDemand] });
        try {
          await provide({ origin: site.origin, port: site.port });
        } finally {
          await site.stop();
        }
      },
      { scope: 'worker', timeout: 60_000 },
    ],
  ]),
) as Fixtures<object, Sites>;

export const test = base.extend<object, Sites>(fixtures);
export { expect } from '@playwright/test';
