// The daily backup (issue 47): how long one copy takes with the held cap full (1,000 held enquiries, each at
// the form's longest, beside as many delivered), and what the server's answers take while copies run one
// after another, against the same server idle, interleaved. The copy is the one the due work takes
// (store/backup.ts, in a child process); the server is the standalone build as the image runs it.
// Run alone: node --import tsx scripts/bench/backup.mjs   (after npm run build)
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { send } from '../../test-kit/client.ts';
import { serveSite } from '../../test-kit/site.ts';
import '../unit-env.mjs';

const ROUNDS = 3;
const REQUESTS = 200;

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 100) / 100;
};

/** @param {number} port */
async function answerTimes(port) {
  const times = [];
  for (let n = 0; n < REQUESTS; n++) {
    const started = performance.now();
    const answer = await send({ port, path: '/robots.txt' });
    if (answer.status !== 200) throw new Error(`robots.txt answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

export async function measureBackup() {
  const { parseServerEnv } = await import('../../lib/env.ts');
  const { retention } = await import('../../lib/site/retention.ts');
  const { enquiryLimits } = await import('../../lib/enquiry/fields.ts');
  const { sqliteStore } = await import('../../lib/enquiry/server/store/sqlite-store.ts');
  const { sampleRecord } = await import('../../lib/enquiry/server/store/sample-record.fixture.ts');
  const { takeBackup } = await import('../../lib/enquiry/server/store/backup.ts');
  const outbox = await mkdtemp(path.join(os.tmpdir(), 'sarnia-bench-backup-'));
  const store = sqliteStore(outbox, { heldCap: retention.heldCap });
  const longest = {
    name: 'N'.repeat(enquiryLimits.name),
    email: `${'e'.repeat(64)}@example.gg`,
    message: 'M'.repeat(enquiryLimits.message),
  };
  for (let n = 0; n < retention.heldCap; n++) {
    await store.save(sampleRecord({ ...longest, status: 'held' }));
    await store.save(sampleRecord({ ...longest, status: 'delivered' }));
  }
  const parsed = parseServerEnv({ OUTBOX_DIR: outbox });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const site = await serveSite({ OUTBOX_DIR: outbox, TRUSTED_PROXY_COUNT: '1' }, { as: 'image' });
  /** @type {number[]} */
  const copies = [];
  /** @type {number[]} */
  const idle = [];
  /** @type {number[]} */
  const during = [];
  try {
    await answerTimes(site.port);
    for (let round = 0; round < ROUNDS; round++) {
      idle.push(...(await answerTimes(site.port)));
      let copying = true;
      const taking = (async () => {
        while (copying) copies.push((await takeBackup(parsed.env)).ms);
      })();
      during.push(...(await answerTimes(site.port)));
      copying = false;
      await taking;
    }
    const bytes = (await stat(path.join(outbox, 'backup', 'enquiries.db'))).size;
    return {
      records: retention.heldCap * 2,
      megabytes: Math.round(bytes / 1e5) / 10,
      copies: copies.length,
      copyMs: { median: quantile(copies, 0.5), p95: quantile(copies, 0.95) },
      idleMs: { median: quantile(idle, 0.5), p95: quantile(idle, 0.95) },
      duringMs: { median: quantile(during, 0.5), p95: quantile(during, 0.95) },
    };
  } finally {
    await site.stop();
    await rm(outbox, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await measureBackup(), null, 2));
  process.exit(0);
}
