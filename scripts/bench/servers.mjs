// Servers for the enquiry benchmarks: the test SMTP server with every fault listener, and the site as
// `npm start` serves the current build, each on free ports (test-kit/ports.ts).
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { baseUrl, mailEnv, smtpLogin } from '../../test-kit/test-env.ts';
import { mailListeners, startMailServer } from '../../test-kit/mail-server.ts';
import { serveSite } from '../../test-kit/site.ts';

// The test SMTP server's login.
export const smtpUser = { SMTP_USER: smtpLogin.user, SMTP_PASS: smtpLogin.pass };

/** The test SMTP server with every fault listener: `listeners` names their ports, `inbox` is its inbox. */
export async function startSmtp() {
  const listeners = await mailListeners(['closed', 'drop', 'busy', 'late']);
  const server = await startMailServer(listeners);
  return { ...server, listeners, inbox: baseUrl(listeners.inboxPort) };
}

/** The site with the given settings and an outbox folder of its own, once it serves. */
export async function startSite(/** @type {Record<string, string>} */ env) {
  const outbox = await mkdtemp(path.join(os.tmpdir(), 'sarnia-bench-'));
  const site = await serveSite({ OUTBOX_DIR: outbox, ...mailEnv, ...env }, { showErrors: true });
  /** @param {string} text */
  const logLines = (text) =>
    site
      .output()
      .split('\n')
      .filter((line) => line.includes(text));
  return {
    ...site,
    pid: site.child.pid,
    // The log is read for EMFILE, a server out of file descriptors.
    /** Lines of its log that named EMFILE so far. */
    emfile: () => logLines('EMFILE').length,
    // Held enquiries the held cap dropped, as the log counts them (store/stores.ts).
    heldDropped: () =>
      logLines('"event":"enquiry.held-cap"').reduce(
        (sum, line) => sum + (Number(/"count":(\d+)/.exec(line)?.[1]) || 0),
        0,
      ),
    outbox,
  };
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
