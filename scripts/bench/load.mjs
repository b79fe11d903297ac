// Load: rounds of requests at a fixed concurrency against one `next start` with the test SMTP server,
// keeping its records in SQLite (OUTBOX_DIR/enquiries.db) or in Redis. In every 20 requests: 8 valid
// enquiries, 2 with the honeypot filled, as bots fill it (held, not mailed), and 10 invalid ones (issue
// 24). Per round: requests served and per second, status counts, latency percentiles (all, and valid
// alone), unexpected 5xx, EMFILE in the server's log, whether every accepted valid enquiry arrived
// exactly once, how many honeypot hits were mailed, and the server's RSS after it.
// Standalone: node --import tsx scripts/bench/load.mjs [requests] [rounds] [sqlite|redis]
import http from 'node:http';
import { percentile, round, rssMb, smtpUser, startSite, startSmtp } from './servers.mjs';
import { loopback, unlimitedEnquiries } from '../../test-kit/test-env.ts';
import { runEnquiries } from '../../test-kit/operator-command.ts';
import { startRedis } from '../../test-kit/redis-server.ts';
import { honeypotField } from '../../lib/enquiry/fields.ts';

/** @param {string} tag */
const valid = (tag) => ({
  name: 'Load Test',
  email: 'load@example.com',
  interest: 'retailer',
  message: `Order ${tag}`,
});
/** @param {string} tag */
const honeypot = (tag) => ({ ...valid(tag), [honeypotField]: 'https://spam.example' });
const invalid = { name: '', email: 'not an address', interest: 'crates', message: '' };
/** @typedef {'valid' | 'honeypot' | 'invalid'} Kind */
/** @type {Record<Kind, number>} */
const expected = { valid: 201, honeypot: 201, invalid: 400 };
/** @param {number} i @returns {Kind} */
const kindOf = (i) => (i % 20 < 8 ? 'valid' : i % 20 < 10 ? 'honeypot' : 'invalid');

/**
 * @param {http.Agent} agent @param {string} origin @param {string} body
 * @returns {Promise<{ status: number | string | undefined, ms: number }>}
 */
function post(agent, origin, body) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      `${origin}/api/contact`,
      { method: 'POST', agent, headers: { 'Content-Type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      },
    );
    request.on('error', () => resolve({ status: 'network error', ms: performance.now() - started }));
    request.end(body);
  });
}

/**
 * @param {string} origin @param {string} inbox @param {number} roundNo @param {number} requests
 * @param {number} concurrency
 */
async function runRound(origin, inbox, roundNo, requests, concurrency) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  /** @type {{ status: number | string | undefined, ms: number, kind: Kind }[]} */
  const results = [];
  /** @type {Set<string>} */
  const accepted = new Set();
  let heldAccepted = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const kind = kindOf(i);
      // Honeypot hits carry a tag of their own, so a mailed one is never taken for a valid enquiry.
      const tag = `${kind === 'honeypot' ? 'spam' : 'load'}-r${roundNo}-${i}`;
      const body = JSON.stringify(kind === 'valid' ? valid(tag) : kind === 'honeypot' ? honeypot(tag) : invalid);
      const result = await post(agent, origin, body);
      results.push({ ...result, kind });
      if (result.status === 201 && kind === 'valid') accepted.add(tag);
      if (result.status === 201 && kind === 'honeypot') heldAccepted++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  /** @param {string} prefix @returns {Promise<Record<string, number>>} */
  const tokens = async (prefix) => (await fetch(`${inbox}/tokens?prefix=${prefix}`)).json();
  const counts = await tokens(`load-r${roundNo}-`);
  const once = [...accepted].filter((tag) => counts[tag] === 1).length;
  const unexpected = Object.keys(counts).filter((tag) => !accepted.has(tag) || counts[tag] !== 1).length;
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const { status } of results) statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
  const served = results.filter(({ status }) => typeof status === 'number').length;
  /** @param {typeof results} list */
  const sorted = (list) => list.map((result) => result.ms).sort((a, b) => a - b);
  const ms = sorted(results);
  const validMs = sorted(results.filter(({ kind }) => kind === 'valid'));
  return {
    served,
    seconds: round(seconds),
    rps: round(served / seconds),
    statuses,
    wrongStatus: results.filter(({ kind, status }) => status !== expected[kind]).length,
    fiveHundreds: results.filter(({ status }) => typeof status === 'number' && status >= 500).length,
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    p99: round(percentile(ms, 99)),
    validP50: round(percentile(validMs, 50)),
    validP95: round(percentile(validMs, 95)),
    accepted: accepted.size,
    deliveredOnce: once,
    strayOrDuplicate: unexpected,
    honeypotAccepted: heldAccepted,
    honeypotMailed: Object.keys(await tokens(`spam-r${roundNo}-`)).length,
  };
}

/**
 * The held enquiries on record whose message holds the tag, as the operators' command lists them.
 * @param {Record<string, string>} env @param {string} tag
 */
async function heldRecords(env, tag) {
  const { code, stdout, stderr } = await runEnquiries(['list', '--status', 'held', '--json'], env);
  if (code !== 0) throw new Error(`npm run enquiries -- list failed (${code}): ${stderr}`);
  /** @type {{ fields: { message: string } }[]} */
  const held = JSON.parse(stdout);
  return held.filter((record) => record.fields.message.includes(tag)).length;
}

/**
 * @param {{ requests?: number, concurrency?: number, rounds?: number, store?: 'sqlite' | 'redis' }} [options]
 */
export async function measureLoad({ requests = 10_000, concurrency = 50, rounds = 3, store = 'sqlite' } = {}) {
  const smtp = await startSmtp();
  const redis = store === 'redis' ? await startRedis() : undefined;
  /** @type {Record<string, string>} */
  const env = {
    SMTP_HOST: loopback,
    SMTP_PORT: String(smtp.listeners.port),
    ...smtpUser,
    ...unlimitedEnquiries,
    ...(redis ? { REDIS_URL: redis.url } : {}),
  };
  const site = await startSite(env);
  env.OUTBOX_DIR = site.outbox;
  try {
    // Held enquiries add up across rounds: the cap drops the oldest, whichever round they came in.
    let heldSoFar = (await runRound(site.origin, smtp.inbox, 0, 200, 10)).honeypotAccepted;
    const rss = [rssMb(site.pid)];
    const results = [];
    for (let r = 1; r <= rounds; r++) {
      const emfileBefore = site.emfile();
      const measured = await runRound(site.origin, smtp.inbox, r, requests, concurrency);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const result = {
        ...measured,
        emfile: site.emfile() - emfileBefore,
        heldSoFar: (heldSoFar += measured.honeypotAccepted),
        heldRecorded: await heldRecords(env, 'spam-'),
        heldDropped: site.heldDropped(),
        rssMb: rssMb(site.pid),
      };
      rss.push(result.rssMb);
      results.push(result);
      console.log(`load ${store} round ${r}: ${JSON.stringify(result)}`);
    }
    return { store, requests, concurrency, rssBeforeMb: rss[0], rounds: results };
  } finally {
    await site.stop();
    await smtp.stop();
    await redis?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [requests = 10_000, rounds = 3] = process.argv.slice(2, 4).map(Number);
  const store = process.argv[4] === 'redis' ? 'redis' : 'sqlite';
  console.log(JSON.stringify(await measureLoad({ requests, rounds, store }), null, 2));
}
