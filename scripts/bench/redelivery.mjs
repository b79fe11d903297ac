// Redelivery: the SMTP server down for 10 minutes under a trickle of enquiries, then back. Every enquiry
// accepted meanwhile must arrive by itself, exactly once, within REDELIVERY_MAX_S of the server's return;
// health and the alert webhook are read on the way. Long (the outage and up to the longest wait) but
// light: `npm run bench -- --only redelivery` (flags: --down S, --every S), its own section of BENCHMARKS.md.
// Standalone: node --import tsx scripts/bench/redelivery.mjs
import { mailListeners, startMailServer } from '../../test-kit/mail-server.ts';
import { webhookSink } from '../../test-kit/webhook-sink.ts';
import { baseUrl, smtpEnv, unlimitedEnquiries } from '../../test-kit/test-env.ts';
import { NOTES, writeSection } from './report.mjs';
import { round, startSite } from './servers.mjs';

const HEADING = '## Redelivery (issue 35)';
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {{ downS?: number, everyS?: number, firstS?: number, maxS?: number }} [options] */
export async function measureRedelivery({ downS = 600, everyS = 10, firstS = 300, maxS = 3600 } = {}) {
  const listeners = await mailListeners();
  const hook = await webhookSink();
  const site = await startSite({
    ...smtpEnv(listeners.port),
    ...unlimitedEnquiries,
    REDELIVERY_FIRST_S: String(firstS),
    REDELIVERY_MAX_S: String(maxS),
    // Shorter than the outage, so the alert goes while SMTP is down.
    DELIVERY_ALERT_AFTER_S: String(Math.max(1, Math.floor(downS / 2))),
    ALERT_WEBHOOK_URL: hook.url,
  });
  const health = async () => (await (await fetch(`${site.origin}/api/health`)).json()).status;
  const tag = `redelivery-${Date.now()}`;
  /** @type {number[]} */
  const statuses = [];
  let healthDuringOutage = 'ok';
  try {
    const outageEnds = Date.now() + downS * 1000;
    for (let i = 0; Date.now() < outageEnds; i++) {
      const body = { name: 'Bench Trickle', email: 'trickle@example.com', interest: 'other', message: `${tag} #${i}` };
      const answer = await fetch(`${site.origin}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      statuses.push(answer.status);
      if (i % 6 === 5) healthDuringOutage = await health();
      await sleep(Math.max(0, Math.min(everyS * 1000, outageEnds - Date.now())));
    }
    const accepted = statuses.filter((status) => status === 502).length;
    const mail = await startMailServer(listeners);
    const back = Date.now();
    try {
      const inbox = baseUrl(listeners.inboxPort);
      /** @returns {Promise<{ headers: Record<string, string>, text: string }[]>} */
      const arrived = async () => (await fetch(`${inbox}/messages?contains=${encodeURIComponent(tag)}`)).json();
      let lastS = NaN;
      while (Date.now() - back < (maxS + 120) * 1000) {
        const count = new Set((await arrived()).map((m) => m.headers['x-enquiry-id'])).size;
        if (count >= accepted) {
          lastS = round((Date.now() - back) / 1000, 0);
          break;
        }
        await sleep(1_000);
      }
      // One more tick of the timer, so a second copy would have come.
      await sleep(70_000);
      const mails = await arrived();
      const ids = mails.map((m) => m.headers['x-enquiry-id']);
      const result = {
        downS,
        everyS,
        firstS,
        maxS,
        posted: statuses.length,
        accepted,
        delivered: new Set(ids).size,
        duplicates: ids.length - new Set(ids).size,
        lateMarked: mails.filter((m) => m.text.startsWith('Delivered late.')).length,
        lastS,
        healthDuringOutage,
        healthAfter: await health(),
        alerts: hook.texts.length,
      };
      console.log(`redelivery: ${JSON.stringify(result)}`);
      return result;
    } finally {
      await mail.stop();
    }
  } catch (error) {
    // A refused connection mid-run is the site gone: say how it ended.
    const ended = site.child.exitCode ?? site.child.signalCode;
    throw ended === null ? error : new Error(`the site ended (${ended}) during the run`, { cause: error });
  } finally {
    await site.stop();
    hook.close();
  }
}

/** @param {Awaited<ReturnType<typeof measureRedelivery>>} r */
export function redeliveryRows(r) {
  const met = (/** @type {boolean} */ pass) => (pass ? 'yes' : '**no**');
  const rows = [
    ['enquiries posted / accepted (502, kept) while SMTP was down', `${r.posted} / ${r.accepted}`, '-', true],
    [
      'delivered by themselves once SMTP was back',
      `${r.delivered} of ${r.accepted}`,
      'all',
      r.delivered === r.accepted,
    ],
    ['delivered twice', r.duplicates, 0, r.duplicates === 0],
    [
      'marked "Delivered late"',
      `${r.lateMarked} of ${r.delivered}`,
      'all',
      r.lateMarked === r.delivered + r.duplicates,
    ],
    ['last one arrived after SMTP came back', `${r.lastS} s`, `≤ ${r.maxS} s`, r.lastS <= r.maxS],
    [
      'health during the outage / after',
      `${r.healthDuringOutage} / ${r.healthAfter}`,
      'degraded / ok',
      r.healthDuringOutage === 'degraded' && r.healthAfter === 'ok',
    ],
    ['webhook posts (failing, recovered)', r.alerts, 2, r.alerts === 2],
  ];
  return [
    '| Metric | Value | Goal | Met |',
    '| --- | --- | --- | --- |',
    ...rows.map(([metric, value, goal, pass]) => `| ${metric} | ${value} | ${goal} | ${met(Boolean(pass))} |`),
  ].join('\n');
}

/** Writes this section of BENCHMARKS.md, before the notes written by hand, the rest kept as it is. */
export async function writeRedeliverySection(
  /** @type {Awaited<ReturnType<typeof measureRedelivery>>} */ r,
  machine = '',
) {
  const section = `${HEADING}

Measured on ${new Date().toISOString().slice(0, 10)}${machine ? `, on ${machine}` : ''} (\`npm run bench -- --only redelivery\`, \`scripts/bench/redelivery.mjs\`).
The test SMTP server is stopped for ${r.downS} s while one enquiry is posted every ${r.everyS} s to the standalone
server (its records in SQLite, REDELIVERY_FIRST_S=${r.firstS}, REDELIVERY_MAX_S=${r.maxS}, DELIVERY_ALERT_AFTER_S
half the outage, a webhook sink on loopback), then started; nothing is posted after. The enquiries are sent by the server's own timer.

${redeliveryRows(r)}
`;
  await writeSection(HEADING, section, (parts) =>
    Math.max(
      1,
      parts.findIndex((part) => part.startsWith(NOTES)),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureRedelivery();
  console.log(redeliveryRows(result));
  await writeRedeliverySection(result);
}
