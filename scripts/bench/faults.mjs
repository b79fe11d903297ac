// Faults: for each way an SMTP provider can fail, one enquiry against `next start` configured for it:
// how long the visitor waits for an answer, the status, and whether the enquiry was kept (its record, undelivered).
// Standalone: node --import tsx scripts/bench/faults.mjs
import { round, smtpUser, startSite, startSmtp } from './servers.mjs';
import { loopback } from '../../test-kit/test-env.ts';

/** @param {Awaited<ReturnType<typeof startSmtp>>['listeners']} smtp */
const faultsOf = (smtp) => [
  { name: 'connection refused', env: { SMTP_PORT: String(smtp.closedPort) } },
  { name: 'wrong password', env: { SMTP_PORT: String(smtp.port), SMTP_PASS: 'not the password' } },
  { name: 'never greets', env: { SMTP_PORT: String(smtp.silentPort) } },
  { name: 'drops mid-DATA', env: { SMTP_PORT: String(smtp.dropPort) } },
  { name: '4xx to RCPT', env: { SMTP_PORT: String(smtp.busyPort) } },
  { name: 'confirms after the timeout', env: { SMTP_PORT: String(smtp.latePort) } },
];

/** @param {string} outbox @param {string} tag */
async function kept(outbox, tag) {
  const { sqliteStore } = await import('../../lib/enquiry/server/store/sqlite-store.ts');
  const records = await sqliteStore(outbox).list({ status: 'undelivered' });
  return records.filter((record) => record.fields.message.includes(tag)).length;
}

export async function measureFaults() {
  const smtp = await startSmtp();
  const rows = [];
  try {
    for (const { name, env } of faultsOf(smtp.listeners)) {
      const site = await startSite({ SMTP_HOST: loopback, ...smtpUser, ...env });
      try {
        const tag = `fault-${Date.now()}`;
        const body = { name: 'Fault Bench', email: 'fault@example.com', interest: 'other', message: `Hello ${tag}` };
        const started = performance.now();
        const response = await fetch(`${site.origin}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        const answerS = round((performance.now() - started) / 1000, 2);
        const error = (await response.json()).error;
        rows.push({ name, status: response.status, answerS, kept: await kept(site.outbox, tag), error });
        console.log(`fault ${name}: ${JSON.stringify(rows.at(-1))}`);
      } finally {
        await site.stop();
      }
    }
    return rows;
  } finally {
    await smtp.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await measureFaults(), null, 2));
