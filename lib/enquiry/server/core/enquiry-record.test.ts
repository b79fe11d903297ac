import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { addressHash } from '../address-key';
import { sqliteStore } from '../store/sqlite-store';
import { fingerprintOf } from './enquiry-record';

// The privacy policy's fingerprint: one-way, "from which it cannot be read back", filed under a hashed form
// of the address. Each word below is what a visitor typed, and none may be read from what the site keeps.
const enquiry = {
  name: 'Ottilie Brehaut',
  email: 'Ottilie.Brehaut@Vazon-Bay.example',
  interest: 'distributor',
  message: 'Forty cases for the Pollet, monthly',
} as const;
const typed = ['ottilie', 'brehaut', 'vazon-bay', 'forty cases', 'pollet'];

test('a fingerprint is two one-way hashes, the first the address’s in any case, holding no word typed', () => {
  const key = fingerprintOf(enquiry);
  assert.match(key, /^[\w-]{43}:[\w-]{43}$/);
  assert.equal(key.split(':')[0], addressHash(' ottilie.brehaut@VAZON-BAY.example'));
  for (const word of typed) assert.ok(!key.toLowerCase().includes(word), word);
});

test('kept on disk, a fingerprint leaves no word typed in any file of the database', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-fingerprint-'));
  const store = sqliteStore(dir);
  assert.equal(await store.fingerprint(fingerprintOf(enquiry), 'first'), undefined);
  assert.deepEqual(await store.fingerprint(fingerprintOf({ ...enquiry }), 'again'), { id: 'first' });
  const files = await readdir(dir);
  assert.ok(files.includes('enquiries.db'), files.join());
  for (const file of files) {
    const bytes = (await readFile(path.join(dir, file))).toString('latin1').toLowerCase();
    for (const word of typed) assert.ok(!bytes.includes(word), `${file} holds "${word}"`);
  }
});
