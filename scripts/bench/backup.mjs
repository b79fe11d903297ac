// The daily backup (issues 47 and 52): how long one copy takes with the held cap full (1,000 held enquiries,
// each at the form's longest, beside as many delivered), and what the answers of the process taking it (as
// the server's due work takes it: backup-host.mjs) take while copies run one after another, against the same
// process idle, interleaved. `--code DIR` runs the copying process on another checkout's code, to set one
// way of copying beside another (issue 52: node:sqlite's backup() in the process, against VACUUM INTO in a
// child of it).
// Run alone: node --import tsx scripts/bench/backup.mjs [--code DIR]
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { send } from '../../test-kit/client.ts';
import { freePorts } from '../../test-kit/ports.ts';
import { waitFor, watch } from '../../test-kit/process.ts';
import '../unit-env.mjs';

const ROUNDS = 3;
// Copies taken back to back in each round while the process answers, and the answers timed idle beside them.
const COPIES = 5;

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 100) / 100;
};

/**
 * Answers asked one after another, until `until` says stop: their times.
 * @param {number} port @param {() => Promise<boolean>} until
 */
async function answerTimes(port, until) {
  const times = [];
  while (!(await until())) {
    const started = performance.now();
    const answer = await send({ port, path: '/ping' });
    if (answer.status !== 200) throw new Error(`/ping answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** @param {{ code?: string }} [options] */
export async function measureBackup({ code = '.' } = {}) {
  const { retention } = await import('../../lib/site/retention.ts');
  const { enquiryLimits } = await import('../../lib/enquiry/fields.ts');
  const { sqliteStore } = await import('../../lib/enquiry/server/store/sqlite-store.ts');
  const { sampleRecord } = await import('../../lib/enquiry/server/store/sample-record.fixture.ts');
  const outbox = await mkdtemp(path.join(os.tmpdir(), 'sarnia-bench-backup-'));
  const store = sqliteStore(outbox, { heldCap: retention.heldCap });
  const longest = {
    name: 'N'.repeat(enquiryLimits.name),
    email: `${'e'.repeat(64)}@example.gg`,
    message: 'M'.repeat(enquiryLimits.message),
  };
  for (let n = 0; n < retention.heldCap; n++) {
    await store.insert(sampleRecord({ ...longest, status: 'held' }));
    await store.insert(sampleRecord({ ...longest, status: 'delivered' }));
  }
  const [port] = await freePorts(1);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve('scripts/bench/backup-host.mjs'), path.resolve(code), String(port)],
    { cwd: path.resolve(code), env: { ...process.env, OUTBOX_DIR: outbox }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const host = watch(child, 'the copying process');
  /** @type {number[]} */
  const copies = [];
  /** @type {number[]} */
  const idle = [];
  /** @type {number[]} */
  const during = [];
  try {
    await waitFor(`http://127.0.0.1:${port}/ping`, { server: host });
    for (let round = 0; round < ROUNDS; round++) {
      const copied = async () => JSON.parse((await send({ port, path: '/copies/start' })).body).copies.length >= COPIES;
      const answered = await answerTimes(port, copied);
      copies.push(...JSON.parse((await send({ port, path: '/copies/stop' })).body).copies);
      during.push(...answered);
      let asked = 0;
      idle.push(...(await answerTimes(port, async () => asked++ >= answered.length)));
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
    await host.stop();
    await rm(outbox, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const index = process.argv.indexOf('--code');
  console.log(JSON.stringify(await measureBackup({ code: index === -1 ? '.' : process.argv[index + 1] }), null, 2));
  process.exit(0);
}
