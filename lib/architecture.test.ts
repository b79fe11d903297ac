import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { productionFiles, root, tests } from './production-files.fixture';

// The arrows of the code, read from its imports: every one points down (issue 46). Read as text, as the
// bundler resolves them: `@/` is the project's root, a relative path is the importing file's.
const production = productionFiles;

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(root, path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return path.relative(root, candidate);
  return undefined;
}

const importsOf = (file: string) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)]
    .map(([, specifier]) => resolve(file, specifier!))
    .filter((target): target is string => target !== undefined);

const graph = new Map(production.map((file) => [file, importsOf(file)]));

test('the code is read whole: every production file and its imports', () => {
  assert.ok(production.length > 150, `${production.length} files`);
  assert.ok(graph.get('lib/enquiry/server/core/send-enquiry.ts')?.includes('lib/enquiry/server/store/record-life.ts'));
});

test('nothing in production imports the scripts or a test fixture', () => {
  for (const [file, targets] of graph)
    for (const target of targets)
      assert.ok(!target.startsWith('scripts/') && !tests.test(target), `${file} → ${target}`);
});

test('components import nothing from app', () => {
  for (const [file, targets] of graph)
    if (file.startsWith('components/'))
      for (const target of targets) assert.ok(!target.startsWith('app/'), `${file} → ${target}`);
});

test('the held digest and its pages depend on core, mail and the store, never on the operators or a transport', () => {
  for (const [file, targets] of graph)
    if (file.startsWith('lib/enquiry/server/held/'))
      for (const target of targets)
        assert.doesNotMatch(target, /^lib\/enquiry\/server\/(operator|transport|due-work)\//, `${file} → ${target}`);
});

test('no import leads back to where it started', () => {
  const done = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (trail.includes(file)) assert.fail(`a circle: ${[...trail.slice(trail.indexOf(file)), file].join(' → ')}`);
    if (done.has(file)) return;
    for (const target of graph.get(file) ?? []) walk(target, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
});
