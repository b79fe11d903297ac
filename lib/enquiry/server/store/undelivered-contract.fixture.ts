import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newEnquiryId } from '../core/enquiry-id';
import type { UndeliveredStore } from './undelivered-store';

// What every undelivered store does, tested for the folder (undelivered.test.ts) and for Redis
// (integration/enquiry/undelivered-redis.test.ts).

export const message = (id: string) => Buffer.from(`X-Enquiry-Id: ${id}\nSubject: Website enquiry\n\nHello ${id}\n`);

export function behavesAsAStore(make: () => Promise<UndeliveredStore>) {
  test('keeps the exact bytes under the id, lists them oldest first, and forgets them when removed', async () => {
    const store = await make();
    const [first, second] = [newEnquiryId(), newEnquiryId()];
    await store.save(first, message(first));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.save(second, message(second));
    assert.deepEqual((await store.read(first))?.toString(), message(first).toString());
    assert.deepEqual(
      (await store.list()).map((kept) => kept.id),
      [first, second],
    );
    await store.remove(first);
    assert.equal(await store.read(first), undefined);
    assert.deepEqual(
      (await store.list()).map((kept) => kept.id),
      [second],
    );
  });

  test('saving the same enquiry again keeps one copy', async () => {
    const store = await make();
    const id = newEnquiryId();
    await store.save(id, message(id));
    await store.save(id, message(id));
    assert.equal((await store.list()).filter((kept) => kept.id === id).length, 1);
  });

  test('one resend at a time: a second lock on the same enquiry is refused until released', async () => {
    const store = await make();
    const id = newEnquiryId();
    const release = await store.lock(id);
    assert.ok(release);
    assert.equal(await store.lock(id), undefined);
    await release();
    const again = await store.lock(id);
    assert.ok(again);
    await again();
  });

  test('ids that are not enquiry ids never reach the disk or the database', async () => {
    const store = await make();
    await assert.rejects(store.read('../../etc/passwd'), /not an enquiry id/);
    await assert.rejects(store.save('x', Buffer.from('x')), /not an enquiry id/);
  });
}
