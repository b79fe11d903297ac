import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EnquiryLogFields } from '@/lib/log';
import type { Delivery } from '../mail/deliver';
import type { KeepResult } from './record-keeping';
import { receiveEnquiry, type EnquiryFields, type EnquiryPorts } from './receive-enquiry';
import { referenceFor } from '../reference';
import type { Verdict } from './rate-limit';
import { createRetries } from './retries';

// Each decision of the use case, and their order, with in-memory fakes of what it needs.
const valid = { name: 'Ada', email: 'ada@example.com', interest: 'retailer', message: 'Two cases, please.' };
const sender = { client: { key: '198.51.100.1', selfReported: false }, channel: 'script' } as const;

function fakes({
  limit = { ok: true } as Verdict,
  deliveries = [] as Delivery[],
  keeps = [] as KeepResult[],
  recordable = true,
  busy = false,
} = {}) {
  const steps: string[] = [];
  const lines: (EnquiryLogFields & { level: string })[] = [];
  let ids = 0;
  const retries = createRetries(60_000);
  const line = (level: string) => (fields: EnquiryLogFields) => void lines.push({ level, ...fields });
  const ports: EnquiryPorts = {
    limits: {
      async enquiry() {
        steps.push('limit');
        return limit;
      },
    },
    retries: {
      claim: (enquiry, id) => (steps.push('claim'), retries.claim(enquiry, id)),
      delivered: (enquiry, id) => (steps.push('delivered'), retries.delivered(enquiry, id)),
      refused: (enquiry, id) => (steps.push('refused'), retries.refused(enquiry, id)),
    },
    mailer: {
      async render(enquiry, id) {
        steps.push(`render ${id}`);
        return { raw: Buffer.from(`${id} ${enquiry.message}`), envelope: { from: '', to: [] } };
      },
      async deliver(_mail, id) {
        steps.push(`deliver ${id}`);
        return deliveries.shift() ?? { ok: true, via: 'smtp', response: '250 OK' };
      },
    },
    // A store that takes every record, or (recordable: false) one that is down.
    records: {
      async accepted({ id, status, channel }) {
        steps.push(`record ${id} ${status} ${channel}`);
        return recordable;
      },
      async status(id, status) {
        steps.push(`status ${id} ${status}`);
        return recordable;
      },
      async undelivered({ id }, failure) {
        steps.push(`keep ${id} ${failure?.refusal ? `refused ${failure.refusal}` : 'undelivered'}`);
        return keeps.shift() ?? { ok: true, store: 'redis' };
      },
      async claim(id) {
        steps.push(`claim ${id}`);
        return busy ? 'busy' : async () => void steps.push(`give back ${id}`);
      },
    },
    afterwards: {
      sent: () => void steps.push('drain'),
      refused: () => void steps.push('alert'),
      messageRefused: () => void steps.push('message refused'),
    },
    log: { info: line('info'), warn: line('warn'), error: line('error') },
    newId: () => `id-${++ids}`,
  };
  const receive = (fields: EnquiryFields = valid) => receiveEnquiry(fields, sender, ports);
  return { ports, receive, steps, lines };
}

// Accepted as the enquiry with this id: its reference is the one made from that id.
const sent = (id: string) => ({ ok: true, id, reference: referenceFor(id) });

const failed = (code: 'auth-failed' | 'delivery-failed' | 'may-have-arrived' | 'not-configured' | 'not-kept') =>
  ({ ok: false, code, detail: 'x', errorCode: 'EX' }) satisfies Delivery;

test('a valid enquiry is limited, remembered, recorded, rendered once, delivered, and its status recorded, in that order', async () => {
  const { receive, steps, lines } = fakes();
  assert.deepEqual(await receive(), sent('id-1'));
  assert.deepEqual(steps, [
    'limit',
    'claim',
    'record id-1 received script',
    'claim id-1',
    'render id-1',
    'deliver id-1',
    'delivered',
    'status id-1 delivered',
    'drain',
    'give back id-1',
  ]);
  assert.deepEqual(
    lines.map(({ level, event, id, reference, outcome, channel }) => ({
      level,
      event,
      id,
      reference,
      outcome,
      channel,
    })),
    [
      {
        level: 'info',
        event: 'enquiry.delivered',
        id: 'id-1',
        reference: referenceFor('id-1'),
        outcome: 'smtp',
        channel: 'script',
      },
    ],
  );
});

test("validation comes first: an invalid enquiry spends no enquiry and gets each field's code", async () => {
  const { receive, steps } = fakes();
  assert.deepEqual(await receive({ ...valid, email: 'nope', message: ' ' }), {
    ok: false,
    code: 'validation',
    fields: { email: 'email-invalid', message: 'message-required' },
  });
  assert.deepEqual(steps, []);
});

test('the enquiry limit comes before anything is sent: refused with its wait, by its own or the shared allowance', async () => {
  const own = fakes({ limit: { ok: false, retryAfterS: 42, shared: false } });
  assert.deepEqual(await own.receive(), { ok: false, code: 'rate-limited', retryAfterS: 42 });
  assert.deepEqual(own.steps, ['limit']);
  const shared = fakes({ limit: { ok: false, retryAfterS: 9, shared: true } });
  assert.deepEqual(await shared.receive(), { ok: false, code: 'form-busy', retryAfterS: 9 });
});

test('a refused valid enquiry writes one line: its event, code and which limit, and nothing about the visitor', async () => {
  const own = fakes({ limit: { ok: false, retryAfterS: 42, shared: false } });
  await own.receive();
  assert.deepEqual(own.lines, [
    { level: 'info', event: 'enquiry.refused', channel: 'script', code: 'rate-limited', limit: 'client' },
  ]);
  const shared = fakes({ limit: { ok: false, retryAfterS: 9, shared: true } });
  await shared.receive();
  await shared.receive();
  assert.deepEqual(
    shared.lines,
    Array(2).fill({ level: 'info', event: 'enquiry.refused', channel: 'script', code: 'form-busy', limit: 'shared' }),
  );
  for (const personal of [sender.client.key, valid.name, valid.email, valid.message])
    assert.ok(!JSON.stringify([own.lines, shared.lines]).includes(personal), personal);
  // An invalid enquiry is not one refused by a limit: no line of its own (the refusal counts sum it).
  const invalid = fakes({ limit: { ok: false, retryAfterS: 9, shared: true } });
  await invalid.receive({ ...valid, email: 'not an address' });
  assert.deepEqual(invalid.lines, []);
});

test('the honeypot is checked after the limit: a caught bot spends an enquiry, is held, answered as sent, and nothing goes', async () => {
  const { receive, steps, lines } = fakes();
  assert.deepEqual(await receive({ ...valid, leave_empty: 'http://spam.example' }), sent('id-1'));
  assert.deepEqual(steps, ['limit', 'record id-1 held script']);
  assert.deepEqual(
    lines.map(({ event, outcome }) => [event, outcome]),
    [['enquiry.held', 'held']],
  );
  // Invalid and trapped: the validation answer, as any invalid enquiry gets.
  const invalid = await receive({ ...valid, email: 'nope', leave_empty: 'x' });
  assert.equal(invalid.ok ? 'ok' : invalid.code, 'validation');
});

test('a held enquiry no store can hold is mailed, marked as suspected spam, and still answered as sent', async () => {
  const marked: boolean[] = [];
  const { receive, steps, ports } = fakes({ recordable: false, deliveries: [failed('delivery-failed')] });
  const render = ports.mailer.render;
  ports.mailer.render = (enquiry, id, options) => (marked.push(!!options?.suspectedSpam), render(enquiry, id, options));
  assert.deepEqual(await receive({ ...valid, leave_empty: 'http://spam.example' }), sent('id-1'));
  assert.deepEqual(marked, [true]);
  // Even its delivery failing keeps it, as any enquiry's would be: never dropped.
  assert.deepEqual(steps, [
    'limit',
    'record id-1 held script',
    'claim id-1',
    'render id-1',
    'deliver id-1',
    'keep id-1 undelivered',
    'give back id-1',
  ]);
});

test('with the record store down, an enquiry is delivered and answered as before', async () => {
  const { receive, steps } = fakes({ recordable: false });
  assert.deepEqual(await receive(), sent('id-1'));
  assert.ok(steps.includes('deliver id-1'));
});

test('a retry of a delivered enquiry is answered as sent with the first id and reference, and not sent twice', async () => {
  const { receive, steps, lines } = fakes();
  const first = await receive();
  steps.length = 0;
  const again = await receive();
  assert.deepEqual(again, sent('id-1'));
  assert.equal(again.ok && again.reference, first.ok && first.reference);
  assert.deepEqual(steps, ['limit', 'claim']);
  assert.deepEqual(lines.at(-1), {
    level: 'info',
    event: 'enquiry.duplicate',
    id: 'id-1',
    reference: referenceFor('id-1'),
    channel: 'script',
    outcome: 'not-sent-twice',
  });
});

test('each accepted enquiry has a reference of its own: a new id, a new reference', async () => {
  const { receive } = fakes();
  const one = await receive();
  const other = await receive({ ...valid, message: 'Three cases, please.' });
  assert.deepEqual([one, other], [sent('id-1'), sent('id-2')]);
  assert.notEqual(referenceFor('id-1'), referenceFor('id-2'));
});

test('a failed delivery is kept and answered by its code; its retry is sent as the same enquiry, with its reference, and its record then reads delivered', async () => {
  const { receive, steps, lines } = fakes({ deliveries: [failed('delivery-failed')] });
  assert.deepEqual(await receive(), { ok: false, code: 'delivery-failed' });
  assert.deepEqual(steps, [
    'limit',
    'claim',
    'record id-1 received script',
    'claim id-1',
    'render id-1',
    'deliver id-1',
    'keep id-1 undelivered',
    'give back id-1',
  ]);
  assert.deepEqual(
    lines.map(({ event, outcome, code, store }) => ({ event, outcome, code, store })),
    [
      { event: 'enquiry.failed', outcome: 'delivery-failed', code: 'EX', store: undefined },
      { event: 'enquiry.kept', outcome: 'kept', code: undefined, store: 'redis' },
    ],
  );
  steps.length = 0;
  assert.deepEqual(await receive(), sent('id-1'));
  // The retry's record is the first attempt's: not written again, only its status.
  assert.deepEqual(steps, [
    'limit',
    'claim',
    'claim id-1',
    'render id-1',
    'deliver id-1',
    'delivered',
    'status id-1 delivered',
    'drain',
    'give back id-1',
  ]);
});

test('each delivery failure keeps its code once kept: auth, may have arrived, not configured', async () => {
  for (const code of ['auth-failed', 'may-have-arrived', 'not-configured'] as const) {
    const { receive } = fakes({ deliveries: [failed(code)] });
    assert.deepEqual(await receive(), { ok: false, code });
  }
});

test('an enquiry neither delivered nor kept is "not-kept", whatever the delivery failure was', async () => {
  const { receive, lines } = fakes({
    deliveries: [failed('auth-failed')],
    keeps: [{ ok: false, errorCodes: ['redis Error'] }],
  });
  assert.deepEqual(await receive(), { ok: false, code: 'not-kept' });
  assert.deepEqual(lines.at(-1), {
    level: 'error',
    event: 'enquiry.not-kept',
    id: 'id-1',
    reference: referenceFor('id-1'),
    channel: 'script',
    outcome: 'lost',
    code: 'redis Error',
  });
});

test("no log line carries the visitor's name, address or message", async () => {
  const { receive, lines } = fakes({ deliveries: [failed('delivery-failed')] });
  await receive({ ...valid, leave_empty: 'trap' });
  await receive();
  await receive();
  const text = JSON.stringify(lines);
  for (const personal of [valid.name, valid.email, valid.message]) assert.ok(!text.includes(personal), personal);
});

test('a send another process holds (its timer, a cron) is not sent again here, and answered as sent', async () => {
  const { receive, steps } = fakes({ busy: true });
  assert.deepEqual(await receive(), sent('id-1'));
  assert.ok(!steps.some((step) => step.startsWith('deliver')));
});

test('a permanent refusal (a 5xx) raises the alert after the answer; a passing failure does not, nor drains', async () => {
  const refused = { ...failed('auth-failed'), permanent: true } satisfies Delivery;
  const permanent = fakes({ deliveries: [refused] });
  await permanent.receive();
  assert.deepEqual(permanent.steps.slice(-3), ['alert', 'keep id-1 undelivered', 'give back id-1']);
  const passing = fakes({ deliveries: [failed('delivery-failed')] });
  await passing.receive();
  assert.ok(!passing.steps.includes('alert') && !passing.steps.includes('drain'));
});

test('a message the mail server refused for itself: kept refused, told to write by e-mail, no alarm, and its retry not sent', async () => {
  const refused = {
    ok: false,
    code: 'message-refused',
    detail: '554 5.7.1 Message rejected',
    errorCode: 'EMESSAGE SMTP 554',
    refusal: 'SMTP 554 5.7.1',
  } satisfies Delivery;
  const { receive, steps, lines } = fakes({ deliveries: [refused] });
  assert.deepEqual(await receive(), { ok: false, code: 'message-refused' });
  assert.deepEqual(steps.slice(-5), [
    'deliver id-1',
    'refused',
    'message refused',
    'keep id-1 refused SMTP 554 5.7.1',
    'give back id-1',
  ]);
  assert.ok(!steps.includes('alert'));
  assert.deepEqual(
    lines.map(({ level, event, outcome }) => [level, event, outcome]),
    [
      ['warn', 'enquiry.failed', 'message-refused'],
      ['warn', 'enquiry.kept', 'refused'],
    ],
  );
  // Sent again by the visitor, it would be refused again: answered so, and never sent a second time.
  assert.deepEqual(await receive(), { ok: false, code: 'message-refused' });
  assert.equal(steps.filter((step) => step.startsWith('deliver')).length, 1);
  // Kept nowhere, the visitor is still told to write by e-mail: sending it again would not help.
  const nowhere = fakes({ deliveries: [refused], keeps: [{ ok: false, errorCodes: ['no store'] }] });
  assert.deepEqual(await nowhere.receive(), { ok: false, code: 'message-refused' });
});
