// Loads lib/*.ts into the asset scripts so that every fact still lives once, in lib/.
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export async function loadLib(name) {
  const source = await readFile(new URL(`../../lib/${name}.ts`, import.meta.url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'sarnia-lib-'));
  const file = path.join(dir, `${path.basename(name)}.mjs`);
  await writeFile(file, outputText);
  return import(pathToFileURL(file).href);
}
