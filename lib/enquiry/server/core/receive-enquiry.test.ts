import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Delivery } from '../mail/deliver';
import type { RenderOptions } from '../mail/mailer';
import { referenceFor } from '../reference';
import { receiveEnquiry, type EnquiryFields } from './receive-enquiry';
import { failed, fakeId, fakeServices, refusedMessage } from './services.fixture';
import type { Verdict } from './rate-limit';

// Each decision of the use case, and their order, with a real store in a temporary folder and a fake mailer.
const valid = { name: 'Ada', email: 'ada@example.com', interest: 'retailer', message: 'Two cases, please.' };
const sender = { client: { key: '198.51.100.1', selfReported: false }, channel: 'script' } as const;

function fakes(options: Parameters<typeof fakeServices>[0] = {}) {
  const made = fakeServices(options);
  const receive = (fields: EnquiryFields = valid) => receiveEnquiry(fields, sender, made.services);
  return { ...made, receive };
}

// Accepted as the enquiry with this id: its reference is the one made from that id.
const sent = (id: string) => ({ ok: true, id, reference: referenceFor(id) });
const [one, two] = [fakeId(1), fakeId(2)];

test('a valid enquiry is limited, remembered, recorded, rendered once, delivered, and its status recorded, in that order', async () => {
  const { receive, steps, lines, store } = fakes();
  assert.deepEqual(await receive(), sent(one));
  assert.deepEqual(steps, [
    'limit',
    'fingerprint',
    `insert ${one} received`,
    `claim ${one}`,
    `render ${one}`,
    `deliver ${one}`,
    'alert delivered',
    `update ${one} delivered`,
    `give back ${one}`,
    'ended delivered',
    'send due soon',
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
        id: one,
        reference: referenceFor(one),
        outcome: 'smtp',
        channel: 'script',
      },
    ],
  );
  assert.deepEqual([(await store.find(one))?.status, (await store.find(one))?.attempts], ['delivered', 1]);
});

test('with a mail server, its receipt goes after the answer, once the operators’ mail has gone: none for a held one', async () => {
  const { receive, steps, services, store } = fakes({ env: { SMTP_HOST: '127.0.0.1' } });
  // What runs after the answer, run once it is given.
  const later: (() => Promise<unknown>)[] = [];
  services.later = (work) => void later.push(work);
  const afterAnswer = () => Promise.all(later.splice(0).map((work) => work()));
  const answered = await receive();
  assert.deepEqual(answered, sent(one));
  assert.deepEqual(steps.slice(steps.indexOf(`render ${one}`)).slice(0, 2), [`render ${one}`, `deliver ${one}`]);
  assert.equal(steps.filter((step) => step === `deliver ${one}`).length, 1, 'nothing more before the answer');
  await afterAnswer();
  assert.equal(steps.filter((step) => step === `deliver ${one}`).length, 2);
  assert.equal((await store.find(one))?.receipt?.state, 'sent');
  assert.deepEqual(await receive({ ...valid, message: 'Held.', leave_empty: 'x' }), sent(two));
  await afterAnswer();
  assert.deepEqual([(await store.find(two))?.status, (await store.find(two))?.receipt], ['held', undefined]);
  assert.equal(steps.filter((step) => step.startsWith('deliver')).length, 2);
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
  const shared = fakes({ limit: { ok: false, retryAfterS: 9, shared: true } satisfies Verdict });
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
  const { receive, steps, lines, store } = fakes();
  assert.deepEqual(await receive({ ...valid, leave_empty: 'http://spam.example' }), sent(one));
  assert.deepEqual(steps, ['limit', 'fingerprint', `insert ${one} held`]);
  assert.deepEqual([(await store.find(one))?.status, (await store.find(one))?.heldFor], ['held', ['trap']]);
  assert.deepEqual(
    lines.map(({ event, outcome }) => [event, outcome]),
    [['enquiry.held', 'held']],
  );
  // Invalid and trapped: the validation answer, as any invalid enquiry gets.
  const invalid = await receive({ ...valid, email: 'nope', leave_empty: 'x' });
  assert.equal(invalid.ok ? 'ok' : invalid.code, 'validation');
});

test('a held enquiry no store can hold is mailed, marked as suspected spam, and answered as sent once the mail took it', async () => {
  for (const store of ['down', 'none'] as const) {
    const { receive, steps, sent: mails, lines } = fakes({ store });
    assert.deepEqual(await receive({ ...valid, leave_empty: 'http://spam.example' }), sent(one), store);
    const marks = mails.map(({ options }) => options as RenderOptions);
    assert.deepEqual(
      marks.map(({ releasedFromHeld, suspectedSpam, heldBy }) => ({ releasedFromHeld, suspectedSpam, heldBy })),
      [
        {
          releasedFromHeld: false,
          suspectedSpam: true,
          heldBy: 'The hidden field only automated senders fill in (the honeypot)',
        },
      ],
      store,
    );
    assert.ok(steps.includes(`deliver ${one}`), store);
    const held = lines.find(({ event }) => event === 'enquiry.held');
    assert.deepEqual(held && [held.level, held.outcome], ['warn', 'mailed-marked'], store);
  }
});

test('a held enquiry that no store took and no mail carried is not answered as sent: 503 not-kept', async () => {
  for (const store of ['down', 'none'] as const) {
    const { receive, steps } = fakes({ store, deliveries: [failed('delivery-failed')] });
    assert.deepEqual(await receive({ ...valid, leave_empty: 'http://spam.example' }), { ok: false, code: 'not-kept' });
    assert.ok(steps.includes(`deliver ${one}`), store);
  }
});

test('with the record store down, or none, an enquiry is delivered and answered as before', async () => {
  for (const store of ['down', 'none'] as const) {
    const { receive, steps } = fakes({ store });
    assert.deepEqual(await receive(), sent(one), store);
    assert.ok(steps.includes(`deliver ${one}`), store);
  }
});

test('a retry of a delivered enquiry is answered as sent with the first id and reference, and not sent twice', async () => {
  const { receive, steps, lines } = fakes();
  const first = await receive();
  steps.length = 0;
  const again = await receive();
  assert.deepEqual(again, sent(one));
  assert.equal(again.ok && again.reference, first.ok && first.reference);
  assert.deepEqual(steps, ['limit', 'fingerprint']);
  assert.deepEqual(lines.at(-1), {
    level: 'info',
    event: 'enquiry.duplicate',
    id: one,
    reference: referenceFor(one),
    channel: 'script',
    outcome: 'not-sent-twice',
  });
});

test('each accepted enquiry has a reference of its own: a new id, a new reference', async () => {
  const { receive } = fakes();
  const first = await receive();
  const other = await receive({ ...valid, message: 'Three cases, please.' });
  assert.deepEqual([first, other], [sent(one), sent(two)]);
  assert.notEqual(referenceFor(one), referenceFor(two));
});

test('a failed delivery is kept and answered by its code; its retry is sent as the same enquiry, late, and its record then reads delivered', async () => {
  const { receive, steps, lines, store, sent: mails } = fakes({ deliveries: [failed('delivery-failed')] });
  assert.deepEqual(await receive(), { ok: false, code: 'delivery-failed' });
  assert.deepEqual(steps, [
    'limit',
    'fingerprint',
    `insert ${one} received`,
    `claim ${one}`,
    `render ${one}`,
    `deliver ${one}`,
    `update ${one} undelivered`,
    `give back ${one}`,
  ]);
  assert.deepEqual(
    lines.map(({ event, outcome, code, store: kind }) => ({ event, outcome, code, store: kind })),
    [
      { event: 'enquiry.failed', outcome: 'delivery-failed', code: 'EX', store: undefined },
      { event: 'enquiry.kept', outcome: 'kept', code: undefined, store: 'sqlite' },
    ],
  );
  steps.length = 0;
  assert.deepEqual(await receive(), sent(one));
  // The retry's record is the first attempt's: inserted only where it is missing (it is not), then its status.
  assert.deepEqual(steps, [
    'limit',
    'fingerprint',
    `insert ${one} received`,
    `claim ${one}`,
    `render ${one}`,
    `deliver ${one}`,
    'alert delivered',
    `update ${one} delivered`,
    `give back ${one}`,
    'ended delivered',
    'send due soon',
  ]);
  assert.deepEqual((mails.at(-1)!.options as { late?: unknown }).late, { attempts: 2 });
  assert.deepEqual([(await store.find(one))?.status, (await store.find(one))?.attempts], ['delivered', 2]);
});

test('each delivery failure keeps its code once kept: auth, may have arrived, not configured', async () => {
  for (const code of ['auth-failed', 'may-have-arrived', 'not-configured'] as const) {
    const { receive } = fakes({ deliveries: [failed(code)] });
    assert.deepEqual(await receive(), { ok: false, code });
  }
});

test('an enquiry neither delivered nor kept is "not-kept", whatever the delivery failure was', async () => {
  for (const store of ['down', 'none'] as const) {
    const { receive, lines } = fakes({ store, deliveries: [failed('auth-failed')] });
    assert.deepEqual(await receive(), { ok: false, code: 'not-kept' }, store);
    assert.deepEqual(
      lines.at(-1),
      {
        level: 'error',
        event: 'enquiry.not-kept',
        id: one,
        reference: referenceFor(one),
        channel: 'script',
        outcome: 'lost',
        code: store === 'down' ? 'ECONNREFUSED' : 'no store',
      },
      store,
    );
  }
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
  const { receive, steps, lines } = fakes({ busy: true });
  assert.deepEqual(await receive(), sent(one));
  assert.ok(!steps.some((step) => step.startsWith('deliver')));
  assert.deepEqual([lines.at(-1)?.event, lines.at(-1)?.outcome], ['enquiry.retry', 'being-sent']);
});

test('a permanent refusal (a 5xx) raises the alert after the answer; a passing failure does not, nor drains', async () => {
  const refused = { ...failed('auth-failed'), permanent: true } satisfies Delivery;
  const permanent = fakes({ deliveries: [refused] });
  await permanent.receive();
  assert.ok(permanent.steps.includes('alert failing'));
  const passing = fakes({ deliveries: [failed('delivery-failed')] });
  await passing.receive();
  assert.ok(!passing.steps.some((step) => step.startsWith('alert') || step === 'send due soon'));
});

test('a message the mail server refused for itself: kept refused, told to write by e-mail, no alarm, and its retry not sent', async () => {
  const { receive, steps, lines, store } = fakes({ deliveries: [refusedMessage] });
  assert.deepEqual(await receive(), { ok: false, code: 'message-refused' });
  assert.deepEqual(steps.slice(-5), [
    `deliver ${one}`,
    'alert message refused',
    `update ${one} refused`,
    `give back ${one}`,
    'ended refused',
  ]);
  assert.ok(!steps.includes('alert failing'));
  const record = await store.find(one);
  assert.deepEqual([record?.status, record?.refusal, record?.nextAttemptAt], ['refused', 'SMTP 554 5.7.1', undefined]);
  assert.deepEqual(
    lines.map(({ level, event, outcome }) => [level, event, outcome]),
    [
      ['warn', 'enquiry.failed', 'message-refused'],
      ['warn', 'enquiry.kept', 'refused'],
    ],
  );
  steps.length = 0;
  assert.deepEqual(await receive(), { ok: false, code: 'message-refused' });
  assert.deepEqual(steps, ['limit', 'fingerprint']);
});

// Signals' messages: links an enquiry would hold, in either language, and a text long enough to be counted.
const links = (count: number) => Array.from({ length: count }, (_, i) => `https://shop${i}.example/range`).join(' ');
const threeLinks = {
  en: 'Good morning, we run three shops: https://shop-one.example.com, www.shop-two.co.uk and shopthree.gg/contact. Could you send us your trade prices?',
  fr: 'Bonjour, nous tenons trois caves\u202F: https://cave-un.fr, « www.cave-deux.fr » et cavetrois.gg/contact. Pourriez-vous nous envoyer vos tarifs\u202F?',
};
const campaign = 'We can put your brand on the first page of every search engine this month, at a price you will like.';

test('more links than an enquiry needs, or a message mostly of links, is held and answered as sent; three links, in English or French, are delivered', async () => {
  const { receive, steps, store } = fakes();
  assert.deepEqual(await receive({ ...valid, message: `Our ranges: ${links(8)}` }), sent(one));
  assert.deepEqual(await receive({ ...valid, message: links(2) }), sent(two));
  for (const id of [one, two]) assert.deepEqual((await store.find(id))?.heldFor, ['links'], id);
  assert.ok(!steps.some((step) => step.startsWith('deliver')));
  for (const [language, message] of Object.entries(threeLinks)) {
    const answer = await receive({ ...valid, language, message });
    assert.ok(answer.ok, language);
    const record = await store.find(answer.id);
    assert.deepEqual([record?.status, record?.heldFor], ['delivered', undefined], language);
  }
  // With the trap filled too, both are given.
  const both = await receive({ ...valid, email: 'bot@example.com', message: links(9), leave_empty: 'x' });
  assert.ok(both.ok);
  assert.deepEqual((await store.find(both.id))?.heldFor, ['trap', 'links']);
});

test('one text from a third address within a day is delivered marked, and from every later one; it holds only beside another signal', async () => {
  const { receive, store, steps, sent: mails } = fakes();
  const from = (email: string, message = campaign, more = {}) => receive({ ...valid, email, message, ...more });
  const answers = [
    await from('a@example.com'),
    await from('b@example.com', campaign.toUpperCase()),
    // The first sender again, as a retry would: still two senders.
    await from('a@example.com', `${campaign}\n`),
    // Case, spacing and invisible characters make no other text.
    await from('c@example.com', campaign.replaceAll(' ', '  \n ').replace('brand', 'br\u200Band\u00AD')),
    await from('d@example.com'),
    // Beside the trap, or too many links, it holds too.
    await from('e@example.com', campaign, { leave_empty: 'x' }),
    await from('f@example.com', `${campaign} ${links(8)}`),
  ];
  const records = await Promise.all(answers.map((answer) => answer.ok && store.find(answer.id)));
  assert.deepEqual(
    records.map((record) => record && [record.status, record.heldFor, record.sameText]),
    [
      ['delivered', undefined, undefined],
      ['delivered', undefined, undefined],
      ['delivered', undefined, undefined],
      ['delivered', undefined, 3],
      ['delivered', undefined, 4],
      ['held', ['trap', 'same-text'], 5],
      ['held', ['links'], undefined],
    ],
  );
  assert.equal(steps.filter((step) => step === 'same text').length, 7);
  // The operators' mail of the third and fourth says from how many addresses the text came.
  const marked = mails.map(({ options }) => (options as RenderOptions | undefined)?.sameText);
  assert.deepEqual(marked, [undefined, undefined, 3, 4]);
  // Another text, and a short one however many send it, are counted apart or not at all.
  assert.ok((await from('g@example.com', `${campaign} Call us.`)).ok);
  for (const email of ['h@example.com', 'i@example.com', 'j@example.com']) await from(email, 'Price list, please.');
  assert.deepEqual(
    (await store.list()).flatMap((record) => (record.sameText ? [record.fields.email] : [])),
    ['c@example.com', 'd@example.com', 'e@example.com'],
  );
});

test('two attackers sending a visitor’s sentence first hold nothing of hers: it is delivered, marked', async () => {
  const { receive, store, sent: mails } = fakes();
  const sentence = 'Could you tell me where I can buy your sparkling water near St Peter Port this week?';
  for (const email of ['one@attacker.example', 'two@attacker.example'])
    await receive({ ...valid, email, message: sentence });
  const hers = await receive({ ...valid, email: 'jo@example.gg', message: `  ${sentence.toLowerCase()}\u200B` });
  assert.ok(hers.ok);
  const record = await store.find(hers.id);
  assert.deepEqual([record?.status, record?.heldFor, record?.sameText], ['delivered', undefined, 3]);
  assert.equal((mails.at(-1)?.options as RenderOptions | undefined)?.sameText, 3);
});

test('a retry of a held enquiry is the same one: one record, answered with its reference, nothing sent', async () => {
  const { receive, steps, store } = fakes();
  const message = `Our ranges: ${links(8)}`;
  assert.deepEqual(await receive({ ...valid, message }), sent(one));
  assert.deepEqual(await receive({ ...valid, message }), sent(one));
  assert.deepEqual(
    (await store.list()).map((record) => [record.id, record.status]),
    [[one, 'held']],
  );
  assert.ok(!steps.some((step) => step.startsWith('deliver')));
});

test('a same-text count the store cannot give holds nothing and refuses nothing: the enquiry goes on, and the log says so', async () => {
  const { receive, lines, steps } = fakes({ store: 'down' });
  assert.deepEqual(await receive({ ...valid, message: campaign }), sent(one));
  assert.ok(steps.includes(`deliver ${one}`));
  assert.deepEqual(
    lines
      .filter((line) => line.event === 'enquiry.same-text')
      .map(({ level, outcome, code }) => [level, outcome, code]),
    [['error', 'not-counted', 'ECONNREFUSED']],
  );
});
