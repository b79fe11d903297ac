// Servers for the enquiry benchmarks: the test SMTP server (with its fault listeners) and `next start`
// instances of the current build, on ports of their own (bench.enquiries in test-kit/test-env.ts).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { baseUrl, bench, loopback, mailEnv, smtpLogin } from '../../test-kit/test-env.ts';
import { startMailServer } from '../../test-kit/mail-server.ts';
import { waitFor } from '../../test-kit/process.ts';

const { site, smtp } = bench.enquiries;
export const ports = {
  smtp: smtp.port,
  silent: smtp.silentPort,
  closed: smtp.closedPort,
  drop: smtp.dropPort,
  busy: smtp.busyPort,
  late: smtp.latePort,
  inbox: smtp.inboxPort,
  site,
};
export const inbox = baseUrl(ports.inbox);
// The test SMTP server's login.
export const smtpUser = { SMTP_USER: smtpLogin.user, SMTP_PASS: smtpLogin.pass };

/** @param {string[]} args @param {Record<string, string>} env */
function run(args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The log is read for EMFILE, a server out of file descriptors; what it prints to stderr still shows.
  let emfile = 0;
  /** @param {import('node:stream').Readable} stream @param {boolean} show */
  const read = (stream, show) =>
    createInterface({ input: stream }).on('line', (line) => {
      if (line.includes('EMFILE')) emfile++;
      if (show) process.stderr.write(`${line}\n`);
    });
  read(/** @type {import('node:stream').Readable} */ (child.stdout), false);
  read(/** @type {import('node:stream').Readable} */ (child.stderr), true);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    /** Lines of its log that named EMFILE so far. */
    emfile: () => emfile,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export const startSmtp = () => startMailServer(smtp);

/** The site's server (npm start) with the given settings and an outbox folder of its own. */
export async function startSite(/** @type {Record<string, string>} */ env, port = ports.site) {
  const outbox = await mkdtemp(path.join(os.tmpdir(), 'sarnia-bench-'));
  const server = run(['scripts/start.mjs', '-H', loopback, '-p', String(port)], {
    NODE_ENV: 'production',
    OUTBOX_DIR: outbox,
    ...mailEnv,
    ...env,
  });
  await waitFor(`${baseUrl(port)}/robots.txt`);
  return { ...server, origin: baseUrl(port), outbox };
}

/** Resident memory of a process and its children, in MB. */
/** @param {number | undefined} pid */
export function rssMb(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone
    }
  }
  let kib = 0;
  for (const each of pids) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return Math.round(kib / 1024);
}

/** @param {number[]} sorted @param {number} p */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
/** @param {number} value */
export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
