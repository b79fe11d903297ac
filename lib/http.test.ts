import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BodyTimeoutError, BodyTooLargeError, isCrossSite, jsonError, jsonOk, readBodyWithLimit } from './http';

/** A POST whose body arrives in chunks, with whatever Content-Length the sender chose to claim. */
function post(chunks: string[], contentLength?: string) {
  let read = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = chunks[read++];
        if (chunk === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(chunk));
      },
    },
    { highWaterMark: 0 },
  );
  const headers = contentLength === undefined ? undefined : { 'content-length': contentLength };
  const request = new Request('http://127.0.0.1/api', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  return { request, chunksRead: () => read };
}

test('a body within the limit is read whole, as UTF-8, whatever its chunks', async () => {
  const { request } = post(['{"name":"Zo', '\u00eb"}']);
  assert.equal(await readBodyWithLimit(request, 64), '{"name":"Zoë"}');
  assert.equal(await readBodyWithLimit(new Request('http://127.0.0.1/api', { method: 'POST' }), 64), '');
});

test('a body exactly at the limit is accepted; one byte more is too large', async () => {
  assert.equal(await readBodyWithLimit(post(['x'.repeat(16)]).request, 16), 'x'.repeat(16));
  await assert.rejects(readBodyWithLimit(post(['x'.repeat(17)]).request, 16), BodyTooLargeError);
});

test('a declared Content-Length over the limit is refused before any of the body is read', async () => {
  const { request, chunksRead } = post(['x'.repeat(10)], '1000');
  await assert.rejects(readBodyWithLimit(request, 16), BodyTooLargeError);
  assert.equal(chunksRead(), 0);
});

test('without a Content-Length, or with one that lies, reading stops once the limit is passed', async () => {
  for (const declared of [undefined, '8', 'not a number']) {
    const { request, chunksRead } = post(
      Array.from({ length: 100 }, () => 'x'.repeat(10)),
      declared,
    );
    await assert.rejects(readBodyWithLimit(request, 16), BodyTooLargeError, String(declared));
    assert.ok(chunksRead() < 10, `${declared}: read ${chunksRead()} chunks of 100`);
  }
});

/** A POST whose body sends a little, now and then, and never finishes. */
function trickle(pauseMs: number) {
  let timer: ReturnType<typeof setInterval> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setInterval(() => controller.enqueue(new TextEncoder().encode(' ')), pauseMs);
    },
    cancel() {
      clearInterval(timer);
    },
  });
  return new Request('http://127.0.0.1/api', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

test('a body still arriving when the time limit passes is given up on, and its stream cancelled', async () => {
  await assert.rejects(readBodyWithLimit(trickle(20), 1024, 200), BodyTimeoutError);
});

test('a body that arrives within the time limit is read whole', async () => {
  assert.equal(await readBodyWithLimit(post(['{"a":', '1}']).request, 64, 1_000), '{"a":1}');
});

test('jsonError answers the one error shape, uncached, with a code and fields only when given', async () => {
  const plain = jsonError(415, 'Send JSON.');
  assert.equal(plain.status, 415);
  assert.equal(plain.headers.get('content-type'), 'application/json');
  assert.equal(plain.headers.get('cache-control'), 'no-store');
  assert.deepEqual(await plain.json(), { error: 'Send JSON.' });

  const withFields = jsonError(400, 'Please correct the highlighted fields.', {
    code: 'validation',
    fields: { email: 'Please enter a valid email address' },
    headers: { 'Retry-After': '60' },
  });
  assert.equal(withFields.headers.get('retry-after'), '60');
  assert.equal(withFields.headers.get('cache-control'), 'no-store');
  assert.deepEqual(await withFields.json(), {
    error: 'Please correct the highlighted fields.',
    code: 'validation',
    fields: { email: 'Please enter a valid email address' },
  });
});

test('jsonOk answers the body with the status given, uncached', async () => {
  const response = jsonOk({ ok: true }, 201);
  assert.equal(response.status, 201);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  assert.deepEqual(await response.json(), { ok: true });
  assert.equal(jsonOk({ ok: true }).status, 200);
});

test('isCrossSite: a foreign or opaque Origin, or Sec-Fetch-Site naming another site, is cross-site', () => {
  const from = (headers: Record<string, string>) => new Headers({ host: 'shop.example:3000', ...headers });
  assert.equal(isCrossSite(from({})), false);
  assert.equal(isCrossSite(from({ origin: 'http://shop.example:3000' })), false);
  assert.equal(isCrossSite(from({ origin: 'https://www.shop.example' }), ['www.shop.example']), false);
  const proxied = from({ origin: 'https://proxy.example', 'x-forwarded-host': 'proxy.example' });
  assert.equal(isCrossSite(proxied), true);
  assert.equal(isCrossSite(proxied, ['proxy.example']), false);
  assert.equal(isCrossSite(from({ 'sec-fetch-site': 'same-origin' })), false);
  assert.equal(isCrossSite(from({ origin: 'https://evil.example' })), true);
  assert.equal(isCrossSite(from({ origin: 'null' })), true);
  assert.equal(isCrossSite(from({ 'sec-fetch-site': 'cross-site' })), true);
  assert.equal(isCrossSite(from({ 'sec-fetch-site': 'same-site' })), true);
});
