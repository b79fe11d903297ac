// Abuse: the costliest requests the API will read and parse (all under the 16 KB body limit). For
// each, the work the API does on it (JSON.parse and the enquiry schema, in this process, median of
// 50), and the whole round trip to `next start` (median of 15, which on a busy machine mostly measures
// the machine); and /robots.txt while 30 of the old worst case arrive at once.
// Standalone: node --import tsx scripts/bench/abuse.mjs
import http from 'node:http';
import { enquirySchema } from '../../lib/enquiry/schema.ts';
import { percentile, round, startSite } from './servers.mjs';
import { loopback, unlimitedEnquiries } from '../../test-kit/test-env.ts';

const base = { name: 'Ada Lovelace', email: 'ada@example.com', interest: 'retailer', message: 'Hello' };
/** @param {string} unit @param {number} bytes */
const fill = (unit, bytes) => unit.repeat(Math.floor(bytes / unit.length));
export const payloads = {
  'smallest invalid body ({})': '{}',
  'email: a@ + 16,000 dots + @': JSON.stringify({ ...base, email: `a@${'.'.repeat(16_000)}@` }),
  'email: 250 dots between @s': JSON.stringify({ ...base, email: `a@${'.'.repeat(250)}@` }),
  'name: 15 KB of combining marks': JSON.stringify({ ...base, name: `A${fill('\u0301', 7_500)}` }),
  'name: 15 KB of format characters': JSON.stringify({ ...base, name: fill('\u202e', 5_000) }),
  'message: 2,500 control characters': JSON.stringify({ ...base, message: fill('\u0007', 2_500) }),
  'message: 5,000 characters, valid up to a bad email': JSON.stringify({
    ...base,
    email: 'x',
    message: 'm'.repeat(5_000),
  }),
  'JSON nested 5,000 deep': `{"name":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  'JSON with 1,500 keys': `{${Array.from({ length: 1_500 }, (_, i) => `"k${i}":1`).join(',')}}`,
  'JSON of \\u escapes': JSON.stringify({ ...base, email: 'x', message: fill('\\u00e9', 15_000) }).replaceAll(
    '\\\\',
    '\\',
  ),
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
/**
 * @param {string} origin @param {string} path @param {string} [body]
 * @returns {Promise<{ status: number | undefined, ms: number }>}
 */
function request(origin, path, body) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${path}`,
      { method: body === undefined ? 'GET' : 'POST', agent, headers: { 'Content-Type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** @param {string} body */
function parseMs(body) {
  /** @type {number[]} */
  const ms = [];
  for (let i = 0; i < 55; i++) {
    const started = performance.now();
    try {
      const value = JSON.parse(body);
      if (value && typeof value === 'object' && !Array.isArray(value)) enquirySchema.safeParse(value);
    } catch {
      // a 400 as well
    }
    if (i >= 5) ms.push(performance.now() - started);
  }
  return round(
    percentile(
      ms.sort((a, b) => a - b),
      50,
    ),
    3,
  );
}

/** @param {number} times @param {() => Promise<{ ms: number, status: number | undefined }>} run */
const median = async (times, run) => {
  /** @type {number[]} */
  const ms = [];
  let status;
  for (let i = 0; i < times; i++) ({ ms: ms[i], status } = await run());
  return {
    ms: round(
      percentile(
        ms.sort((a, b) => a - b),
        50,
      ),
      2,
    ),
    status,
  };
};

export async function measureAbuse({ runs = 15 } = {}) {
  const site = await startSite({ ...unlimitedEnquiries, SMTP_HOST: loopback, SMTP_PORT: '9' });
  try {
    const rows = [];
    for (const [name, body] of Object.entries(payloads)) {
      if (Buffer.byteLength(body) > 16 * 1024) throw new Error(`${name} is over the body limit`);
      await request(site.origin, '/api/contact', body);
      const http = await median(runs, () => request(site.origin, '/api/contact', body));
      rows.push({ name, bytes: Buffer.byteLength(body), parseMs: parseMs(body), httpMs: http.ms, status: http.status });
    }
    const costliest = rows.reduce((a, b) => (b.parseMs > a.parseMs ? b : a));
    const robotsIdle = await median(runs, () => request(site.origin, '/robots.txt'));
    const flood = Array.from({ length: 30 }, () =>
      request(site.origin, '/api/contact', payloads['email: a@ + 16,000 dots + @']),
    );
    const robotsDuringFlood = await request(site.origin, '/robots.txt');
    await Promise.all(flood);
    return { rows, costliest, robotsIdleMs: robotsIdle.ms, robotsDuringFloodMs: round(robotsDuringFlood.ms, 2) };
  } finally {
    agent.destroy();
    await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await measureAbuse(), null, 2));
