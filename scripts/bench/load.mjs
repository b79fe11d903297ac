// Load: rounds of requests at a fixed concurrency against one `next start` with the test SMTP server,
// valid, invalid and oversized enquiries mixed. Per round: status counts, latency percentiles,
// unexpected 5xx, whether every accepted enquiry arrived exactly once, and the server's RSS after it.
// Standalone: node --import tsx scripts/bench/load.mjs [requests] [rounds]
import http from 'node:http';
import { inbox, percentile, ports, round, rssMb, smtpUser, startSite, startSmtp } from './servers.mjs';
import { loopback, unlimitedEnquiries } from '../../e2e/support/test-env.ts';

/** @param {string} tag */
const valid = (tag) => ({
  name: 'Load Test',
  email: 'load@example.com',
  interest: 'retailer',
  message: `Order ${tag}`,
});
const invalid = { name: '', email: 'not an address', interest: 'crates', message: '' };
const oversized = { ...valid('x'), message: 'x'.repeat(17 * 1024) };

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

/** @param {string} origin @param {number} roundNo @param {number} requests @param {number} concurrency */
async function runRound(origin, roundNo, requests, concurrency) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  /** @type {{ status: number | string | undefined, ms: number, kind: 'valid' | 'invalid' | 'oversized' }[]} */
  const results = [];
  /** @type {Set<string>} */
  const accepted = new Set();
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const kind = i % 20 < 12 ? 'valid' : i % 20 < 17 ? 'invalid' : 'oversized';
      const tag = `load-r${roundNo}-${i}`;
      const body = JSON.stringify(kind === 'valid' ? valid(tag) : kind === 'invalid' ? invalid : oversized);
      const result = await post(agent, origin, body);
      results.push({ ...result, kind });
      if (result.status === 201) accepted.add(tag);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  const counts = await (await fetch(`${inbox}/tokens?prefix=load-r${roundNo}-`)).json();
  const once = [...accepted].filter((tag) => counts[tag] === 1).length;
  const unexpected = Object.keys(counts).filter((tag) => !accepted.has(tag) || counts[tag] !== 1).length;
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const { status } of results) statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
  const wrongStatus = results.filter(
    ({ kind, status }) => status !== { valid: 201, invalid: 400, oversized: 413 }[kind],
  ).length;
  const ms = results.map((result) => result.ms).sort((a, b) => a - b);
  return {
    statuses,
    wrongStatus,
    fiveHundreds: results.filter(({ status }) => typeof status === 'number' && status >= 500).length,
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    p99: round(percentile(ms, 99)),
    accepted: accepted.size,
    deliveredOnce: once,
    strayOrDuplicate: unexpected,
  };
}

export async function measureLoad({ requests = 10_000, concurrency = 50, rounds = 3 } = {}) {
  const smtp = await startSmtp();
  const site = await startSite({
    SMTP_HOST: loopback,
    SMTP_PORT: String(ports.smtp),
    ...smtpUser,
    ...unlimitedEnquiries,
  });
  try {
    await runRound(site.origin, 0, 200, 10);
    const rss = [rssMb(site.pid)];
    const results = [];
    for (let r = 1; r <= rounds; r++) {
      const started = performance.now();
      const measured = await runRound(site.origin, r, requests, concurrency);
      const seconds = round((performance.now() - started) / 1000);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const result = { ...measured, seconds, rssMb: rssMb(site.pid) };
      rss.push(result.rssMb);
      results.push(result);
      console.log(`load round ${r}: ${JSON.stringify(result)}`);
    }
    return { requests, concurrency, rssBeforeMb: rss[0], rounds: results };
  } finally {
    await site.stop();
    await smtp.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [requests = 10_000, rounds = 3] = process.argv.slice(2).map(Number);
  console.log(JSON.stringify(await measureLoad({ requests, rounds }), null, 2));
}
