import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { hostingFact } from '@/lib/build-env';
import type { Hosting } from '@/lib/site/hosting';
import { ServerLogs as ServerLogsFr } from '@/app/(fr)/fr/(legal)/politique-de-confidentialite/server-logs';
import { WhatWeKeep as WhatWeKeepFr } from '@/app/(fr)/fr/(legal)/politique-de-confidentialite/what-we-keep';
import { ServerLogs } from './server-logs';
import { WhatWeKeep } from './what-we-keep';

// The policies are prerendered, so what they say of the servers' logs and of files on disk is what the build
// knows: a Vercel build (no disk, Vercel's logs) or any other (no log with an address, and the spill while Redis
// is down, as REDIS_URL is read at run time).
type Hosted = FunctionComponent<{ hosting?: Hosting }>;
const read = (component: Hosted, hosting: Hosting) =>
  renderToStaticMarkup(createElement(component, { hosting }))
    .replace(/<[^>]+>/g, '')
    .replace(/&rsquo;/g, '’')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const onVercel = hostingFact({ VERCEL: '1' });
const elsewhere = [hostingFact({}), hostingFact({ HOSTING_PROVIDER: 'Hetzner Online', HOSTING_REGION: 'frankfurt' })];
test('on Vercel, what Vercel’s logs record, and for the days the client gives (a placeholder until then), and nothing is kept in files', () => {
  assert.equal(
    read(ServerLogs, onVercel),
    'The servers that host this website, provided by Vercel, record each request in their logs, to keep the site secure and working: its time, the page asked for and our answer, your IP address, your browser type and the page you came from. Vercel keeps those logs for [N] days and then deletes them.',
  );
  assert.equal(
    read(ServerLogsFr, onVercel),
    'Les serveurs qui hébergent ce site, fournis par Vercel, enregistrent chaque requête dans leurs journaux, afin d’assurer la sécurité et le bon fonctionnement du site : son heure, la page demandée et notre réponse, votre adresse IP, le type de votre navigateur et la page d’où vous venez. Vercel conserve ces journaux pendant [N] jours, puis les supprime.',
  );
  for (const component of [WhatWeKeep, WhatWeKeepFr]) {
    const intro = read(component, onVercel).split(/Your enquiry\.|Votre demande\./)[0]!;
    assert.match(intro, /Redis/);
    assert.doesNotMatch(intro, /files|fichiers/);
  }
});

test('elsewhere, no log with an address (nginx’s site file keeps none), and the spill while Redis cannot be reached', () => {
  for (const hosting of elsewhere) {
    assert.equal(
      read(ServerLogs, hosting),
      'The servers that run this website keep no log of your IP address, your browser type or the page you came from: their logs note only the website’s own events, described below (Server logs).',
    );
    assert.match(read(ServerLogsFr, hosting), /ne conservent dans leurs journaux ni votre adresse IP/);
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
