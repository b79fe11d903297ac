import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Delivery } from '../mail/deliver';
import { WAITING_STATUSES } from '../store/record-life';
import { sampleRecord } from '../store/sample-record.fixture';
import { receiveEnquiry } from './receive-enquiry';
import { sendEnquiry } from './send-enquiry';
import { failed, fakeId, fakeServices } from './services.fixture';

// Issue 52: a send that ends after an erasure writes nothing back; issue 53: no send without its claim.
const valid = { name: 'Alice', email: 'alice@example.gg', interest: 'retailer', message: 'Two cases, please.' };
const sender = { client: { key: '198.51.100.1', selfReported: false }, channel: 'script' } as const;

/** Services whose mail server answers only when the test says so (a slow relay): `reached` once it is asked. */
function slowRelay(answer: Delivery = { ok: true, via: 'smtp', response: '250 OK' }) {
  const made = fakeServices();
  let answerNow!: () => void;
  const answered = new Promise<void>((resolve) => (answerNow = resolve));
  let reached!: () => void;
  const asked = new Promise<void>((resolve) => (reached = resolve));
  made.services.mailer.deliver = async () => (reached(), await answered, answer);
  return { ...made, asked, answerNow };
}

for (const [how, answer] of [
  ['delivered', undefined],
  ['failed', failed('delivery-failed')],
] as const)
  test(`an erasure while the visitor's own send is under way (${how}): the record is not written back`, async () => {
    const { services, store, asked, answerNow } = slowRelay(answer);
    const receiving = receiveEnquiry(valid, sender, services);
    await asked;
    assert.deepEqual((await store.eraseEmail('Alice@example.gg')).ids, [fakeId(1)]);
    answerNow();
    await receiving;
    assert.deepEqual(await store.list({ email: 'alice@example.gg' }), []);
    assert.equal(await store.find(fakeId(1)), undefined);
  });

test('an erasure while the due work resends an enquiry: it stays erased, delivered or not', async () => {
  const { services, store, asked, answerNow, lines } = slowRelay();
  const record = sampleRecord({ status: 'undelivered', email: 'alice@example.gg', attempts: 1 });
  await store.insert(record);
  const sending = sendEnquiry({ id: record.id, from: WAITING_STATUSES, dueBy: Date.now() }, services);
  await asked;
  await store.eraseEmail('alice@example.gg');
  answerNow();
  assert.equal((await sending).outcome, 'sent');
  assert.equal(await store.find(record.id), undefined);
  assert.ok(lines.some(({ event, outcome }) => event === 'enquiry.record-status' && outcome === 'gone'));
});

test('a claim the store cannot give is no claim: a kept enquiry is left for later, and nothing is sent', async () => {
  const { services, store, steps } = fakeServices({ busy: 'unclaimable' });
  const record = sampleRecord({ status: 'undelivered', attempts: 1 });
  await store.insert(record);
  assert.deepEqual(await sendEnquiry({ id: record.id, from: WAITING_STATUSES }, services), { outcome: 'busy' });
  assert.ok(!steps.some((step) => step.startsWith('deliver')));
  assert.equal((await store.find(record.id))?.status, 'undelivered');
  // At intake, a record no store took is seen by no other process: it goes without a claim.
  const { services: down, steps: downSteps } = fakeServices({ store: 'down' });
  const answer = await receiveEnquiry(valid, sender, down);
  assert.equal(answer.ok, true);
  assert.ok(downSteps.includes(`deliver ${fakeId(1)}`));
});

test('at intake a claim the store cannot give stops nothing: the new enquiry is sent, as no other process sends it yet', async () => {
  const { services, store, steps } = fakeServices({ busy: 'unclaimable' });
  const answer = await receiveEnquiry(valid, sender, services);
  assert.equal(answer.ok, true);
  assert.ok(steps.includes(`deliver ${fakeId(1)}`));
  assert.equal((await store.find(fakeId(1)))?.status, 'delivered');
});
