import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { hostingFact } from '@/lib/build-env';
import type { Hosting } from '@/lib/site/hosting';
import { containerLogs } from '@/lib/site/retention';
import { ServerLogs as ServerLogsFr } from '@/app/(fr)/fr/(legal)/politique-de-confidentialite/server-logs';
import { WhatWeKeep as WhatWeKeepFr } from '@/app/(fr)/fr/(legal)/politique-de-confidentialite/what-we-keep';
import { ServerLogs } from './server-logs';
import { WhatWeKeep } from './what-we-keep';

// The policies are prerendered, so what they say of the servers' logs and of files on disk is what the build
// knows: a Vercel build (no disk, Vercel's logs) or any other (compose's limits, a server's own settings, and
// the spill while Redis is down, as REDIS_URL is read at run time).
type Hosted = FunctionComponent<{ hosting?: Hosting }>;
const read = (component: Hosted, hosting: Hosting) =>
  renderToStaticMarkup(createElement(component, { hosting }))
    .replace(/<[^>]+>/g, '')
    .replace(/&rsquo;/g, '’')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const onVercel = hostingFact({ VERCEL: '1' });
const elsewhere = [hostingFact({}), hostingFact({ HOSTING_PROVIDER: 'Hetzner Online', HOSTING_REGION: 'frankfurt' })];
const logMb = containerLogs.fileMb * containerLogs.files;

test('on Vercel, the logs are Vercel’s as it documents them, and nothing is kept in files', () => {
  assert.match(
    read(ServerLogs, onVercel),
    /^Vercel, which provides them, keeps those logs for the time its plan for this website sets, as Vercel documents it, and then deletes them\.$/,
  );
  assert.match(
    read(ServerLogsFr, onVercel),
    /^Vercel, qui fournit ces serveurs, conserve ces journaux pendant la durée/,
  );
  for (const component of [WhatWeKeep, WhatWeKeepFr]) {
    const intro = read(component, onVercel).split(/Your enquiry\.|Votre demande\./)[0]!;
    assert.match(intro, /Redis/);
    assert.doesNotMatch(intro, /files|fichiers/);
  }
});

test('elsewhere, compose’s log limits and the server’s own otherwise, and the spill while Redis cannot be reached', () => {
  for (const hosting of elsewhere) {
    assert.equal(
      read(ServerLogs, hosting),
      `Where the site runs with the Docker Compose set-up it comes with, each of its containers keeps no more than the latest ${logMb} MB of its log, the oldest lines deleted first; on a server set up otherwise, the logs are kept for as long as that server is set to keep them.`,
    );
    assert.match(
      read(ServerLogsFr, hosting),
      new RegExp(`ne conserve que les ${logMb} derniers mégaoctets de son journal`),
    );
    assert.doesNotMatch(read(ServerLogs, hosting) + read(ServerLogsFr, hosting), /Vercel/);
    assert.match(
      read(WhatWeKeep, hosting),
      /While Redis cannot be reached, what the website could not write to it is written to those files instead, for the periods stated below, and moved into Redis once it answers again\./,
    );
    assert.match(
      read(WhatWeKeepFr, hosting),
      /Tant que la base Redis ne peut pas être jointe, ce que le site n’a pas pu y écrire est enregistré dans ces fichiers, pour les durées indiquées ci-dessous, puis transféré dans cette base dès qu’elle répond de nouveau\./,
    );
  }
});
