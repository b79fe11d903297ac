// `npm run dev`, which the README offers for working on the site: with zero configuration it serves the
// pages as the build does, and an enquiry sent to it lands, whole, in the local outbox.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { hero } from '@/lib/i18n/en/home';
import { serveSite } from '@/test-kit/site';

test('npm run dev serves the site with zero configuration, and an enquiry lands in the outbox', async () => {
  const outbox = await mkdtemp(path.join(os.tmpdir(), 'sarnia-dev-'));
  // Turbopack compiles each route on its first request.
  const site = await serveSite({ OUTBOX_DIR: outbox }, { as: 'dev', timeoutMs: 120_000 });
  try {
    const page = await fetch(`${site.origin}/`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /^<!DOCTYPE html><html lang="en-GB"/);
    assert.ok(html.includes(`>${hero.headline}</h1>`), 'the hero headline');

    const enquiry = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      interest: 'other',
      message: `Still water for our dining room, please. ${Date.now()}`,
    };
    const answer = await fetch(`${site.origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(enquiry),
    });
    assert.equal(answer.status, 201, await answer.clone().text());
    const { reference } = (await answer.json()) as { reference: string };
    const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
    assert.equal(files.length, 1);
    const mail = await readFile(path.join(outbox, files[0]!), 'utf8');
    assert.ok(mail.includes(`Subject: Website enquiry ${reference} (Other) from Ada Lovelace`), mail);
    assert.ok(mail.includes(enquiry.message));
  } finally {
    await site.stop();
    await rm(outbox, { recursive: true, force: true });
  }
});
