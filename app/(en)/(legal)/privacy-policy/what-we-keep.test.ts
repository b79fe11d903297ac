import assert from 'node:assert/strict';
import { mkdtemp, readFile, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseServerEnv } from '@/lib/env';
import { createLimits, NETWORK_CLIENTS, SHARED_WINDOW_S } from '@/lib/enquiry/server/core/rate-limit';
import { clientIdentity } from '@/lib/enquiry/server/transport/identity';
import { SAME_TEXT_ADDRESSES } from '@/lib/enquiry/server/held/same-text';
import { mailboxHash } from '@/lib/enquiry/server/address-key';
import { FINGERPRINT_MS, PURGE_EVERY_MS, RECEIPT_SPAN_MS, SAME_TEXT_MS } from '@/lib/enquiry/server/store/periods';
import { openDatabase } from '@/lib/enquiry/server/store/sqlite';
import { purgeRecords } from '@/lib/enquiry/server/startup';
import { expiresAt } from '@/lib/enquiry/server/store/record-life';
import { sqliteStore } from '@/lib/enquiry/server/store/sqlite-store';
import { sampleRecord } from '@/lib/enquiry/server/store/sample-record.fixture';
import { DAY_MS, rateLimitWindows } from '@/lib/site/retention';
import { WhatWeKeep as WhatWeKeepFr } from '@/app/(fr)/fr/(legal)/politique-de-confidentialite/what-we-keep';
import { WhatWeKeep } from './what-we-keep';

// The policy as a visitor reads it, in each language, each period taken from its words, and the code held
// to each: a period typed into either page, or a store that keeps longer than a page says, fails here.
const read = (component: (props: object) => React.ReactElement) =>
  renderToStaticMarkup(createElement(component))
    .replace(/<[^>]+>/g, '')
    .replace(/&rsquo;/g, '’')
    .replace(/\s+/g, ' ');

const SECONDS = { second: 1, minute: 60, hour: 3600, day: 86_400 } as const;
type Unit = keyof typeof SECONDS;

/** What each check reads in one language's policy, and how that language writes a span. */
type Policy = {
  text: string;
  /** A span's words, "one day" or "10 minutes": its count (the word for one, or digits) and unit. */
  span: RegExp;
  one: readonly string[];
  units: Readonly<Record<string, Unit>>;
  delivered: RegExp;
  undelivered: RegExp;
  held: RegExp;
  refused: RegExp;
  fingerprint: RegExp;
  fingerprintDeleted: RegExp;
  sameText: RegExp;
  sameTextDeleted: RegExp;
  receipt: RegExp;
  counts: RegExp;
  networks: RegExp;
  ceiling: RegExp;
  mailFiles: RegExp;
  backups: RegExp;
};

const policies: Readonly<Record<'en' | 'fr', Policy>> = {
  en: {
    text: read(WhatWeKeep),
    span: /^(one|\d+) (second|minute|hour|day)s?$/,
    one: ['one'],
    units: { second: 'second', minute: 'minute', hour: 'hour', day: 'day' },
    delivered: /The record of an enquiry we have delivered is deleted after (\d+) days\./,
    undelivered: /could not reach us at once is kept until we send it on, and for no more than (\d+) days/,
    held: /until one of us has read and released it, and for no more than (\d+) days/,
    refused:
      /whose message our mail server refuses, for what it contains, is not sent again by itself: it is kept so that one of us can read it and deal with it, and for no more than (\d+) days/,
    fingerprint: /For (.+?) after you send an enquiry we keep a one-way fingerprint/,
    fingerprintDeleted: /It is kept where the records above are, and deleted within the hour after those (.+?)\./,
    sameText:
      /The same message from several addresses\. For (.+?) after you send an enquiry we keep a one-way fingerprint of its message, from which it cannot be read back and in which capitals and spacing make no difference, filed under a pseudonymised form of your email address, so that when the same message comes from (\d+) or more email addresses, as mass-mailed advertising does, the enquiry reaches us marked as such\. That alone never holds it back: it is held until one of us has read it only if our other checks suspect it too/,
    sameTextDeleted:
      /That alone never holds it back: .+? The fingerprint is kept where the records above are, and deleted within the hour after that time\./,
    receipt:
      /we keep a pseudonymised form of the address, with the id of the enquiry it was for, for (.+?) after we first try to send it, where the records above are, and delete it within the hour after/,
    counts:
      /Each count lasts (.+?) and then expires by itself\. The enquiries from each address, and from each network, are also counted for (.+?), so that no single visitor or network can close the form to everyone else\. Where the address cannot be verified, .+?, its other requests are counted for (.+?) too\./,
    networks:
      /we count the requests and enquiries that come from each network address, and from the network it is part of \(the block of addresses a provider gives one line, server or organisation, known by the first part of the address\)/,
    ceiling:
      /We also count the enquiries the site receives from all visitors together: a single number, holding no address, that lasts (.+?); once it reaches the day’s ceiling, the form asks every visitor to write to us by email instead\./,
    mailFiles: /the email is written instead to a file in .+?, which serves as that mailbox: the site never deletes/,
    backups:
      /a copy of these records is taken each day: by the website itself where it keeps them in files on its server, or by the provider of Redis where they are held there\. Each copy replaces the one before, which is then deleted, so a record stays in a copy no more than a day beyond the period stated for it above\. A copy one of us takes by hand, before moving the site to another server for example, is never replaced: it is ours to delete, and we delete it within a day as well\. Where Redis keeps its data in files on disk, the website asks it each day to rewrite them, and where its provider allows that, a record stays in those files no more than a day beyond that period either/,
  },
  // The French policy's spaces are no-break ones (10 minutes, 30 jours); read() makes every space plain.
  fr: {
    text: read(WhatWeKeepFr),
    span: /^(une?|\d+) (seconde|minute|heure|jour)s?$/,
    one: ['un', 'une'],
    units: { seconde: 'second', minute: 'minute', heure: 'hour', jour: 'day' },
    delivered: /L’enregistrement d’une demande transmise est supprimé au bout de (\d+) jours\./,
    undelivered:
      /n’a pas pu nous parvenir immédiatement est conservée jusqu’à ce que nous la transmettions, et pendant (\d+) jours au plus/,
    held: /jusqu’à ce que l’un d’entre nous l’ait lue et libérée, et pendant (\d+) jours au plus/,
    refused:
      /dont notre serveur de messagerie refuse le message, en raison de son contenu, n’est pas renvoyée automatiquement : elle est conservée afin que l’un d’entre nous puisse la lire et y donner suite, et pendant (\d+) jours au plus/,
    fingerprint: /Pendant (.+?) après l’envoi d’une demande, nous conservons une empreinte à sens unique/,
    fingerprintDeleted:
      /conservée au même endroit que les enregistrements ci-dessus, puis supprimée dans l’heure qui suit ces (.+?)\./,
    sameText:
      /Un même message envoyé depuis plusieurs adresses\. Pendant (.+?) après l’envoi d’une demande, nous conservons une empreinte à sens unique de son message, établie sans tenir compte des majuscules ni des espaces et qui ne permet pas d’en retrouver le contenu, rattachée à une forme pseudonymisée de votre adresse e-mail, afin que, lorsqu’un même message nous parvient depuis (\d+) adresses e-mail ou plus, comme c’est le cas des publicités envoyées en masse, la demande nous parvienne signalée comme telle\. Cela seul ne la retient jamais : elle n’est retenue jusqu’à ce que l’un d’entre nous l’ait lue que si nos autres contrôles la jugent, eux aussi, suspecte/,
    sameTextDeleted:
      /Cela seul ne la retient jamais : .+? Cette empreinte est conservée au même endroit que les enregistrements ci-dessus, puis supprimée dans l’heure qui suit ce délai\./,
    receipt:
      /nous conservons une forme pseudonymisée de cette adresse, avec l’identifiant de la demande concernée, pendant (.+?) après notre première tentative d’envoi, au même endroit que les enregistrements ci-dessus, puis nous la supprimons dans l’heure qui suit/,
    counts:
      /Chaque décompte dure (.+?), puis expire de lui-même\. Les demandes provenant de chaque adresse, ainsi que de chaque réseau, sont en outre décomptées pendant (.+?), afin qu’aucun visiteur ni aucun réseau ne puisse, à lui seul, fermer le formulaire à tous les autres\. Lorsque l’adresse ne peut pas être vérifiée, .+?, ses autres requêtes sont elles aussi décomptées pendant (.+?)\./,
    networks:
      /nous comptons les requêtes et les demandes provenant de chaque adresse réseau, ainsi que du réseau dont elle fait partie \(le bloc d’adresses qu’un fournisseur attribue à une ligne, à un serveur ou à un organisme, reconnu à la première partie de l’adresse\)/,
    ceiling:
      /Nous comptons également les demandes que le site reçoit de l’ensemble des visiteurs : un simple nombre, qui ne contient aucune adresse et dure (.+?) ; lorsqu’il atteint le plafond du jour, le formulaire invite chaque visiteur à nous écrire plutôt par e-mail\./,
    mailFiles:
      /l’e-mail est enregistré à la place dans un fichier, dans .+?, et ces fichiers tiennent lieu de messagerie : le site ne les supprime jamais/,
    backups:
      /une copie de ces enregistrements est réalisée chaque jour : par le site lui-même lorsqu’il les conserve dans des fichiers sur son serveur, ou par le prestataire de Redis lorsqu’ils y sont conservés\. Chaque copie remplace la précédente, qui est alors supprimée : un enregistrement ne demeure ainsi dans une copie qu’un jour au plus au-delà de la durée indiquée pour lui ci-dessus\. Une copie que l’un d’entre nous réalise à la main, par exemple avant de transférer le site sur un autre serveur, n’est jamais remplacée : il nous appartient de la supprimer, et nous la supprimons elle aussi dans un délai d’un jour\. Lorsque la base Redis conserve ses données dans des fichiers sur disque, le site lui demande chaque jour de les réécrire et, si son prestataire le permet, un enregistrement ne demeure pas non plus dans ces fichiers plus d’un jour au-delà de cette durée/,
  },
};

const stated = (policy: Policy, pattern: RegExp) => {
  const found = pattern.exec(policy.text);
  assert.ok(found, `the policy no longer says ${pattern}`);
  return found.slice(1);
};
const spanS = (policy: Policy, words: string) => {
  const [, count, unit] = policy.span.exec(words) ?? [];
  const seconds = unit && SECONDS[policy.units[unit]!];
  assert.ok(count && seconds, words);
  return (policy.one.includes(count) ? 1 : Number(count)) * seconds;
};
// The English tests keep their names; the French ones say their language.
const named = (language: string, name: string) => (language === 'en' ? name : `${name} (${language})`);
const T0 = Date.parse('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(T0 + days * DAY_MS).toISOString();
const env = (dir: string) => {
  const parsed = parseServerEnv({ OUTBOX_DIR: dir });
  assert.ok(parsed.ok);
  return parsed.env;
};

for (const [language, policy] of Object.entries(policies)) {
  test(named(language, 'a delivered record goes the number of days after delivery that the policy states'), () => {
    const [days] = stated(policy, policy.delivered);
    const record = { status: 'delivered', receivedAt: at(-3), statusAt: at(0) } as const;
    assert.equal(expiresAt(record), T0 + Number(days) * DAY_MS);
  });

  test(named(language, 'held and undelivered enquiries go within the days the policy states'), async () => {
    const [undelivered] = stated(policy, policy.undelivered);
    const [held] = stated(policy, policy.held);
    for (const status of ['undelivered', 'received'] as const)
      assert.ok(expiresAt({ status, receivedAt: at(0), statusAt: at(5) }) <= T0 + Number(undelivered) * DAY_MS);
    assert.ok(expiresAt({ status: 'held', receivedAt: at(0), statusAt: at(5) }) <= T0 + Number(held) * DAY_MS);

    // An undelivered enquiry is its record alone (its message is rebuilt from it), gone by itself at the end.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-policy-'));
    const end = T0 + Number(undelivered) * DAY_MS;
    await sqliteStore(dir, { now: () => T0 }).insert(sampleRecord({ status: 'undelivered', receivedAt: at(0) }));
    assert.equal(await sqliteStore(dir, { now: () => end - 1 }).purge(), 0);
    assert.equal(await sqliteStore(dir, { now: () => end }).purge(), 1);
  });

  test(
    named(language, 'an enquiry whose message the mail server refused goes within the days the policy states'),
    async () => {
      const [days] = stated(policy, policy.refused);
      const end = T0 + Number(days) * DAY_MS;
      assert.equal(expiresAt({ status: 'refused', receivedAt: at(0), statusAt: at(5) }), end);
      const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-policy-'));
      await sqliteStore(dir, { now: () => T0 }).insert(sampleRecord({ status: 'refused', receivedAt: at(0) }));
      assert.equal(await sqliteStore(dir, { now: () => end - 1 }).purge(), 0);
      assert.equal(await sqliteStore(dir, { now: () => end }).purge(), 1);
    },
  );

  test(
    named(language, 'a fingerprint is kept as long as the policy says, and the hourly purge deletes it after'),
    () => {
      const [span] = stated(policy, policy.fingerprint);
      assert.equal(FINGERPRINT_MS, spanS(policy, span!) * 1000);
      assert.equal(PURGE_EVERY_MS, 3600 * 1000);
      stated(policy, policy.fingerprintDeleted);
    },
  );

  test(
    named(
      language,
      'a message’s fingerprint is kept as long as the policy says, counts the addresses it says, and is deleted after',
    ),
    async () => {
      const [span, addresses] = stated(policy, policy.sameText);
      stated(policy, policy.sameTextDeleted);
      assert.equal(SAME_TEXT_MS, spanS(policy, span!) * 1000);
      assert.equal(SAME_TEXT_ADDRESSES, Number(addresses));
      // The third address is marked by that count; each note is gone from the database by the purge after its time.
      const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-policy-'));
      const store = (ms: number) => sqliteStore(dir, { now: () => T0 + ms });
      const sent = ['a', 'b', 'c'].map((name) => mailboxHash(`${name}@example.gg`));
      for (const [index, address] of sent.entries()) assert.equal(await store(0).sameText('text', address!), index + 1);
      const rows = () => {
        const db = openDatabase(path.join(dir, 'enquiries.db'));
        const { count } = db.prepare('SELECT count(*) AS count FROM same_texts').get() as { count: number };
        db.close();
        return count;
      };
      await store(SAME_TEXT_MS - 1).purge();
      assert.equal(rows(), 3);
      await store(SAME_TEXT_MS).purge();
      assert.equal(rows(), 0);
    },
  );

  test(
    named(language, 'a receipt’s mark of its address is kept as long as the policy says, and forgotten after'),
    async () => {
      const [span] = stated(policy, policy.receipt);
      assert.equal(RECEIPT_SPAN_MS, spanS(policy, span!) * 1000);
      assert.equal(PURGE_EVERY_MS, 3600 * 1000);
      const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-policy-'));
      let clock = T0;
      const store = sqliteStore(dir, { now: () => clock });
      const receipt = { state: 'due', attempts: 0 } as const;
      const [first, next] = [0, 1].map(() => sampleRecord({ email: 'receipt@example.gg', receipt, statusAt: at(0) }));
      for (const record of [first!, next!]) await store.insert(record);
      assert.equal(await store.receiptTurn(first!, 50), 'taken');
      clock += RECEIPT_SPAN_MS - 1;
      assert.equal(await store.receiptTurn(next!, 50), 'address');
      clock += 1;
      assert.equal(await store.receiptTurn(next!, 50), 'taken');
    },
  );

  test(
    named(language, 'each count per network address lasts the spans the policy states, in every configuration'),
    () => {
      const [own, enquiries, others] = stated(policy, policy.counts);
      assert.equal(rateLimitWindows.clientS, spanS(policy, own!));
      assert.equal(parseServerEnv({ CONTACT_RATE_LIMIT_WINDOW_S: '3600' }).ok, false);
      assert.equal(SHARED_WINDOW_S, spanS(policy, enquiries!));
      assert.equal(SHARED_WINDOW_S, spanS(policy, others!));
    },
  );

  test(
    named(
      language,
      'a network is counted as long as a client, by the first part of its address, and its enquiries for a day; all enquiries a day, by no address',
    ),
    async (t) => {
      stated(policy, policy.networks);
      const [ceiling] = stated(policy, policy.ceiling);
      assert.equal(SHARED_WINDOW_S, spanS(policy, ceiling!));
      // A network is known by its prefix alone: an IPv6 address's /56 and /48, an IPv4 address's /24.
      const proxied = (address: string) =>
        clientIdentity(new Headers({ 'x-forwarded-for': address }), { vercel: false, trustedProxies: 1 });
      const { network, block } = proxied('2001:db8:1:2:3:4:5:6');
      assert.deepEqual([network, block], ['2001:db8:1:0::/56', '2001:db8:1::/48']);
      assert.equal(proxied('203.0.113.9').network, '203.0.113.0/24');
      // A network refused is told to wait no longer than the client's window, then, its tenth of the day's ceiling
      // spent, no longer than the day; everyone, once the day's count is spent, no longer than the day.
      t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
      const sharedMax = 10 * (NETWORK_CLIENTS + 1);
      const limits = createLimits({ max: 1, windowS: rateLimitWindows.clientS, sharedMax });
      for (let i = 1; i <= NETWORK_CLIENTS; i++) assert.ok((await limits.enquiry(proxied(`203.0.113.${i}`))).ok);
      const networkRefused = await limits.enquiry(proxied('203.0.113.99'));
      assert.ok(!networkRefused.ok && !networkRefused.shared);
      assert.ok(networkRefused.retryAfterS <= rateLimitWindows.clientS);
      t.mock.timers.tick(rateLimitWindows.clientS * 1000);
      assert.ok((await limits.enquiry(proxied('203.0.113.98'))).ok);
      const dayRefused = await limits.enquiry(proxied('203.0.113.97'));
      assert.ok(!dayRefused.ok && !dayRefused.shared && dayRefused.retryAfterS > rateLimitWindows.clientS);
      assert.ok(dayRefused.retryAfterS <= SHARED_WINDOW_S);
      for (let n = 1; n <= sharedMax / NETWORK_CLIENTS; n++)
        for (let i = 1; i <= NETWORK_CLIENTS; i++) await limits.enquiry(proxied(`198.51.${n}.${i}`));
      const busy = await limits.enquiry(proxied('192.0.2.1'));
      assert.ok(
        !busy.ok && busy.shared && busy.retryAfterS <= SHARED_WINDOW_S && busy.retryAfterS > rateLimitWindows.clientS,
      );
    },
  );

  // Kept by the due work's daily copy (store/backup.ts, due-work/backup-job.test.ts), or the provider's (docs/backups.md).
  test(named(language, 'backups are said to exist, and to follow the periods above within a day'), () => {
    stated(policy, policy.backups);
  });

  test(
    named(
      language,
      'mail written to files without a mail server is the mailbox the policy describes: no purge removes it',
    ),
    async () => {
      stated(policy, policy.mailFiles);
      const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-policy-'));
      const mail = path.join(dir, '2026-03-01T12-00-00-000Z-0f8fad5b-d9cb-469f-a165-70867728950e.eml');
      await writeFile(mail, 'Subject: Website enquiry\n\nHello\n');
      await utimes(mail, T0 / 1000, T0 / 1000);
      await purgeRecords(env(dir), { now: () => T0 + 3650 * DAY_MS });
      assert.equal(await readFile(mail, 'utf8'), 'Subject: Website enquiry\n\nHello\n');
    },
  );
}
