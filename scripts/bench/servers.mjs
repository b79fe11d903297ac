// Servers for the enquiry benchmarks: the test SMTP server (with its fault listeners) and `next start`
// instances of the current build, on ports of their own (shifted by E2E_PORT_OFFSET like the tests').
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { smtp } from '../../e2e/support/ports.ts';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const ports = {
  smtp: 2640 + offset,
  silent: 2641 + offset,
  closed: 2642 + offset,
  drop: 2643 + offset,
  busy: 2644 + offset,
  late: 2645 + offset,
  inbox: 2690 + offset,
  site: 3320 + offset,
};
export const inbox = `http://127.0.0.1:${ports.inbox}`;
// The test SMTP server's login, from where the tests read it.
export const smtpUser = { SMTP_USER: smtp.user, SMTP_PASS: smtp.pass };

export async function waitFor(url, attempts = 240) {
  for (let i = 0; i < attempts; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not start`);
}

function run(args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function startSmtp() {
  const server = run(['--import', 'tsx', 'e2e/support/smtp-server.ts'], {
    TEST_SMTP_PORT: String(ports.smtp),
    TEST_SMTP_SILENT_PORT: String(ports.silent),
    TEST_SMTP_DROP_PORT: String(ports.drop),
    TEST_SMTP_BUSY_PORT: String(ports.busy),
    TEST_SMTP_LATE_PORT: String(ports.late),
    TEST_SMTP_INBOX_PORT: String(ports.inbox),
  });
  await waitFor(`${inbox}/health`);
  return server;
}

/** The site's server (npm start) with the given settings and an outbox folder of its own. */
export async function startSite(env, port = ports.site) {
  const outbox = await mkdtemp(path.join(os.tmpdir(), 'sarnia-bench-'));
  const server = run(['scripts/start.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    NODE_ENV: 'production',
    OUTBOX_DIR: outbox,
    CONTACT_TO: 'operators@sarnia-water.example',
    CONTACT_FROM: 'Sarnia website <website@sarnia-water.example>',
    ...env,
  });
  await waitFor(`http://127.0.0.1:${port}/robots.txt`);
  return { ...server, origin: `http://127.0.0.1:${port}`, outbox };
}

/** Resident memory of a process and its children, in MB. */
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

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
