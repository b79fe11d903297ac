import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { newEnquiryId } from '../core/enquiry-id';
import { keepUndelivered } from './undelivered';
import { behavesAsAStore, message } from './undelivered-contract.fixture';
import { fileStore } from './undelivered-file';

const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-store-'));

describe('in the outbox folder', () => {
  behavesAsAStore(async () => fileStore(await temp()));

  test('writes atomically: a write that fails half-way leaves no partial or temporary file', async () => {
    const dir = await temp();
    const store = fileStore(dir);
    const [kept, blocked] = [newEnquiryId(), newEnquiryId()];
    await store.save(kept, message(kept));
    // The temporary file is written, then the rename into place fails: a folder holds the name.
    await mkdir(path.join(store.where, `${blocked}.eml`, 'inside'), { recursive: true });
    await assert.rejects(store.save(blocked, message(blocked)), /EISDIR|ENOTEMPTY|EEXIST/);
    assert.deepEqual((await readdir(store.where)).sort(), [`${blocked}.eml`, `${kept}.eml`].sort());
    assert.deepEqual(await readdir(path.join(store.where, `${blocked}.eml`)), ['inside']);
    // A folder that cannot be made (below a file) fails before anything is written.
    await assert.rejects(fileStore(path.join(store.where, `${kept}.eml`)).save(blocked, message(blocked)), /ENOTDIR/);
    assert.equal((await readFile(path.join(store.where, `${kept}.eml`))).toString(), message(kept).toString());
  });

  test('keepUndelivered falls through to the next store and says where it kept the enquiry', async () => {
    const dir = await temp();
    await writeFile(path.join(dir, 'file'), 'x');
    const broken = fileStore(path.join(dir, 'file'));
    const working = fileStore(dir);
    const id = newEnquiryId();
    assert.deepEqual(await keepUndelivered([broken, working], id, message(id)), {
      ok: true,
      store: 'outbox',
      where: working.where,
    });
    const none = await keepUndelivered([broken], id, message(id));
    assert.equal(none.ok, false);
    assert.match(none.ok ? '' : none.detail, /ENOTDIR|EEXIST/);
    // The log gets the store and the error's code, never the path or the message.
    assert.match(none.ok ? '' : none.errorCodes.join(), /^outbox (ENOTDIR|EEXIST)$/);
  });
});
