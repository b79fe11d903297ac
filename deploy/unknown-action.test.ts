import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { outdatedFormField } from '@/lib/enquiry/fields';
import { FORM_POST_MAX_BYTES as proxyLimit } from '@/lib/enquiry/server/transport/form-post-guard';
import { BODY_TIMEOUT_MS as jsonLimit } from '@/lib/enquiry/server/transport/json-route';
import type { StartCommand } from '@/lib/enquiry/server/transport/start-command';
import {
  answeringOutdatedForms,
  BODY_TIMEOUT_MS,
  buildActions,
  FORM_ACTION,
  FORM_POST_MAX_BYTES,
  OUTDATED_FIELD,
  outdatedForm,
  readBuildActions,
  rewrittenPost,
} from './unknown-action.mjs';

const current = `60${'a1'.repeat(20)}`;
const other = `40${'b2'.repeat(20)}`;
const earlier = `60${'c3'.repeat(20)}`;
const actions = buildActions({
  node: {
    [current]: { exportedName: FORM_ACTION },
    [other]: { exportedName: 'somethingElse' },
  },
  edge: {},
});

// The fields React renders into the form (the action bound to the previous answer) and what the visitor typed.
const posted = (id: string) => {
  const form = new FormData();
  form.append('$ACTION_REF_1', '');
  form.append('$ACTION_1:0', JSON.stringify({ id, bound: '$@1' }));
  form.append('$ACTION_1:1', '[null]');
  form.append('$ACTION_KEY', 'p/fr#enquiry-form');
  form.append('name', 'Émile Zola');
  form.append('email', 'emile@example.com');
  form.append('interest', 'distributor');
  form.append('message', 'Une palette pour Saint-Malo.\nMerci !');
  form.append('language', 'fr');
  form.append('leave_empty', '');
  return form;
};
const entries = (form: FormData | undefined) => (form ? [...form].map(([name, value]) => [name, String(value)]) : []);

test('the start command and the site agree on the limits, the marker and the action’s name', async () => {
  assert.equal(FORM_POST_MAX_BYTES, proxyLimit);
  assert.equal(BODY_TIMEOUT_MS, jsonLimit);
  assert.equal(OUTDATED_FIELD, outdatedFormField);
  const source = await readFile('lib/enquiry/server/transport/form-action.ts', 'utf8');
  assert.match(source, new RegExp(`^export async function ${FORM_ACTION}\\(`, 'm'));
});

test('a build’s actions: every id it made, and the one its enquiry form posts to', () => {
  assert.deepEqual([...actions.known], [current, other]);
  assert.equal(actions.form, current);
  // None, or two of that name, and there is nothing to send an outdated form to.
  assert.equal(buildActions({ node: {} }).form, undefined);
  const twice = { node: { [current]: { exportedName: FORM_ACTION }, [other]: { exportedName: FORM_ACTION } } };
  assert.equal(buildActions(twice).form, undefined);
  assert.equal(outdatedForm(posted(earlier), buildActions(twice)), undefined);
});

test('the manifest is read beside the server; without it, or without the form’s action, the command says why', async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sarnia-actions-'));
  try {
    const server = path.join(folder, 'server.js');
    assert.match(String(readBuildActions(server)), /ENOENT/);
    await mkdir(path.join(folder, '.next', 'server'), { recursive: true });
    const manifest = path.join(folder, '.next', 'server', 'server-reference-manifest.json');
    await writeFile(manifest, JSON.stringify({ node: { [other]: { exportedName: 'somethingElse' } }, edge: {} }));
    assert.match(String(readBuildActions(server)), new RegExp(`expected one action named ${FORM_ACTION}`));
    await writeFile(manifest, JSON.stringify({ node: { [current]: { exportedName: FORM_ACTION } }, edge: {} }));
    assert.deepEqual(readBuildActions(server), { known: new Set([current]), form: current });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test('a form naming an action the build made goes on as it came', () => {
  assert.equal(outdatedForm(posted(current), actions), undefined);
  assert.equal(outdatedForm(posted(other), actions), undefined);
  const plain = new FormData();
  plain.append('name', 'Ada');
  assert.equal(outdatedForm(plain, actions), undefined, 'no action named');
});

test('a form naming an action the build did not make goes to its form action, every value as typed, with the marker', () => {
  const form = outdatedForm(posted(earlier), actions);
  const expected = entries(posted(current)).map(([name, value]) =>
    name === '$ACTION_1:0' ? [name, `{"id":"${current}","bound":"$@1"}`] : [name, value],
  );
  assert.deepEqual(entries(form), [...expected, [OUTDATED_FIELD, '1']]);
});

test('an unbound action’s id, in its field’s name, is replaced too; a descriptor that is not one is left to Next', () => {
  const unbound = new FormData();
  unbound.append(`$ACTION_ID_${earlier}`, '');
  unbound.append('message', 'Hello');
  assert.deepEqual(entries(outdatedForm(unbound, actions)), [
    [`$ACTION_ID_${current}`, ''],
    ['message', 'Hello'],
    [OUTDATED_FIELD, '1'],
  ]);
  const broken = posted(earlier);
  broken.set('$ACTION_1:0', '{"id":');
  assert.equal(outdatedForm(broken, actions), undefined);
  // A descriptor without its reference is no action.
  const orphan = posted(earlier);
  orphan.delete('$ACTION_REF_1');
  assert.equal(outdatedForm(orphan, actions), undefined);
});

test('the post is rewritten as multipart the action reads, and one that is not multipart goes on untouched', async () => {
  const encoded = new Response(posted(earlier));
  const body = Buffer.from(await encoded.arrayBuffer());
  const type = encoded.headers.get('content-type')!;
  const rewritten = await rewrittenPost(body, type, actions);
  assert.ok(rewritten);
  assert.match(rewritten.type, /^multipart\/form-data; boundary=/);
  const read = (bytes: Uint8Array<ArrayBuffer>, as: string) =>
    new Response(bytes, { headers: { 'content-type': as } }).formData();
  // Every value byte for byte as the browser posted it (a line break is CR LF in any multipart form).
  const before = entries(await read(body, type)).filter(([name]) => name !== '$ACTION_1:0');
  const after = entries(await read(rewritten.body, rewritten.type));
  assert.deepEqual(after, [
    ...before.slice(0, 1),
    ['$ACTION_1:0', `{"id":"${current}","bound":"$@1"}`],
    ...before.slice(1),
    [OUTDATED_FIELD, '1'],
  ]);
  assert.ok(after.some(([name, value]) => name === 'message' && value === 'Une palette pour Saint-Malo.\r\nMerci !'));
  assert.equal(
    await rewrittenPost(Buffer.from('--x\r\nnot a part'), 'multipart/form-data; boundary=x', actions),
    undefined,
  );
  const known = new Response(posted(current));
  const unchanged = Buffer.from(await known.arrayBuffer());
  assert.equal(await rewrittenPost(unchanged, known.headers.get('content-type')!, actions), undefined);
});

// The start command's reading of a form post, on a server of the test's own in front of a listener standing for
// Next's, with the site's request slots played by the test (the slot lendFormSlots fills in).
const slots = globalThis as typeof globalThis & { [key: symbol]: Partial<StartCommand> | undefined };
const SLOT = Symbol.for('sarnia.start-command');

type Heard = { steps: string[]; bodies: string[] };

type FormSlot = NonNullable<StartCommand['formSlot']>;

async function formServer(lend: ((heard: Heard) => FormSlot) | undefined, timeoutMs: number) {
  const heard: Heard = { steps: [], bodies: [] };
  slots[SLOT] = lend ? { formSlot: lend(heard) } : undefined;
  const next: http.RequestListener = (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      heard.bodies.push(Buffer.concat(chunks).toString());
      response.end('next');
    });
  };
  const server = http.createServer(answeringOutdatedForms(next, actions, timeoutMs));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const close = () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)));
  return { heard, port, close };
}

/** A form post whose body is sent one byte at a time, every `everyMs`, once the server has taken its slot. */
function trickle(port: number, body: string, everyMs: number, heard: Heard, path = '/') {
  return new Promise<{ status: number; text: string; bytesSent: number }>((resolve, reject) => {
    let sent = 0;
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(body.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString(), bytesSent: sent }),
        );
      },
    );
    request.on('error', (error) => (sent < body.length ? undefined : reject(error)));
    request.flushHeaders();
    const next = () => {
      if (sent >= body.length) return request.end();
      // Not a byte before the slot is taken.
      if (heard.steps.includes('take')) request.write(body[sent++]!);
      setTimeout(next, everyMs);
    };
    next();
  });
}

const lending =
  (refuse?: Response) =>
  (heard: Heard): FormSlot =>
  async (headers, path) => {
    heard.steps.push('take', `client ${headers.get('x-forwarded-for')}`, `path ${path}`);
    if (refuse) return refuse;
    return async (timedOut) => {
      heard.steps.push(timedOut ? 'junk' : 'give back');
      return timedOut ? new Response('too slow', { status: 408 }) : undefined;
    };
  };

test('a trickled form post is answered 408 once the time limit passes, in a slot taken before its body, spent as junk', async () => {
  const server = await formServer(lending(), 300);
  const { heard } = server;
  try {
    const body = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--x--';
    const answer = await trickle(server.port, body, 50, heard, '/fr?x=1');
    assert.deepEqual([answer.status, answer.text], [408, 'too slow']);
    // Answered while the body was still arriving: the limit, not the end of the post, ended it.
    assert.ok(answer.bytesSent < body.length, String(answer.bytesSent));
    assert.deepEqual(heard.steps, ['take', 'client 127.0.0.1', 'path /fr', 'junk']);
    assert.deepEqual(heard.bodies, []);
  } finally {
    await server.close();
  }
});

test('a form post arriving in time goes on to Next whole, its slot given back; a refused one is answered unread', async () => {
  const server = await formServer(lending(), 5_000);
  try {
    const body = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--x--';
    const answer = await trickle(server.port, body, 1, server.heard);
    assert.deepEqual([answer.status, answer.text], [200, 'next']);
    assert.deepEqual(server.heard.steps.at(-1), 'give back');
    assert.deepEqual(server.heard.bodies, [body]);
  } finally {
    await server.close();
  }
  const refused = await formServer(lending(new Response('slow down', { status: 429 })), 5_000);
  try {
    const answer = await trickle(refused.port, 'x'.repeat(100), 20, refused.heard);
    assert.deepEqual([answer.status, answer.text], [429, 'slow down']);
    assert.ok(answer.bytesSent < 100, String(answer.bytesSent));
    assert.deepEqual(refused.heard.bodies, []);
  } finally {
    await refused.close();
  }
});

test('with no slot lent (the site not yet started), the time limit still holds', async () => {
  const server = await formServer(undefined, 300);
  try {
    const heard = { steps: ['take'], bodies: [] };
    const answer = await trickle(server.port, 'x'.repeat(100), 50, heard);
    assert.equal(answer.status, 408);
    assert.ok(answer.bytesSent < 100);
  } finally {
    await server.close();
    delete slots[SLOT];
  }
});
