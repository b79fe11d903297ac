import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Linter } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));

// Modules that import each other, linted as `npm run lint` lints, with the project's own eslint.config.mjs,
// in a folder shaped as the project is (its packages, an app folder, the `@/` paths) outside it, so that the
// project's own lint never meets them. In a process of its own: the resolver of `@/` reads the tsconfig.json
// of the folder it runs in.
const files: Record<string, string> = {
  'pair-a.ts': "import { b } from './pair-b';\nexport const a = () => b();\n",
  'pair-b.ts': "import { a } from './pair-a';\nexport const b = () => a;\n",
  'ring-a.ts': "import { b } from './ring-b';\nexport const a = () => b();\n",
  'ring-b.ts': "import { c } from '@/lib/ring-c';\nexport const b = () => c();\n",
  'ring-c.ts': "import { a } from './ring-a';\nexport const c = () => a;\n",
  // A type imported back runs nothing: no circle when the code runs.
  'typed-a.ts': "import { b } from './typed-b';\nexport type A = { b: typeof b };\n",
  'typed-b.ts': "import type { A } from './typed-a';\nexport const b = (a?: A) => a;\n",
};

test('the lint fails on an import circle, of two modules or more, and not on a type imported back', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lint-cycles-'));
  try {
    await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    await mkdir(path.join(dir, 'app'));
    await mkdir(path.join(dir, 'lib'));
    await writeFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }),
    );
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, 'lib', name), text);
    const eslint = path.join(root, 'node_modules/eslint/bin/eslint.js');
    const config = path.join(root, 'eslint.config.mjs');
    const lint = await promisify(execFile)(process.execPath, [eslint, '--config', config, '--format', 'json', 'lib'], {
      cwd: dir,
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => error,
    );
    assert.equal(lint.code, 1, lint.stdout);
    const results = JSON.parse(lint.stdout) as { filePath: string; messages: Linter.LintMessage[] }[];
    const found = Object.fromEntries(
      results.map(({ filePath, messages }) => [
        path.basename(filePath),
        messages.map(({ ruleId, severity, line }) => `${ruleId} ${severity} at ${line}`),
      ]),
    );
    const cycle = ['import/no-cycle 2 at 1'];
    assert.deepEqual(found, {
      'pair-a.ts': cycle,
      'pair-b.ts': cycle,
      'ring-a.ts': cycle,
      'ring-b.ts': cycle,
      'ring-c.ts': cycle,
      'typed-a.ts': [],
      'typed-b.ts': [],
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
