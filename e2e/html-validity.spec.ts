import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { everyPath } from '../test-kit/routes';

const vnu = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

test('the W3C Nu HTML validator finds no errors on every route, in both languages, and the 404', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'sarnia-vnu-'));
  const files: string[] = [];
  for (const route of everyPath) {
    const response = await request.get(route);
    const file = path.join(dir, `${route.replace(/\W/g, '') || 'home'}.html`);
    await writeFile(file, await response.text());
    files.push(file);
  }
  const result = await promisify(execFile)('java', ['-jar', vnu, '--format', 'json', '--exit-zero-always', ...files], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const { messages } = JSON.parse(result.stderr || result.stdout) as {
    messages: { type: string; subType?: string; message: string; url: string }[];
  };
  const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
  expect(errors.map((m) => `${path.basename(m.url)}: ${m.message}`)).toEqual([]);
  expect(messages.some((m) => m.type === 'non-document-error')).toBe(false);
});
