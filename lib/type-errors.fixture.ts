import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

// The project's product code: what tsconfig.json includes, less the tests, their fixtures and Next's own types.
const isTest = (file: string) => /\.(test|spec|fixture)\.tsx?$|\/\.next\/|\/(e2e|integration)\//.test(file);

const parsed = new Map<string, ts.SourceFile>();

/** The files that import one of these, directly or not (only they can fail when it changes), and these. */
function dependents(files: string[], changed: string[], options: ts.CompilerOptions, host: ts.CompilerHost): string[] {
  const importedBy = new Map<string, string[]>();
  for (const file of files)
    for (const { fileName } of ts.preProcessFile(host.readFile(file) ?? '').importedFiles) {
      const target = ts.resolveModuleName(fileName, file, options, host).resolvedModule?.resolvedFileName;
      if (target) importedBy.set(target, [...(importedBy.get(target) ?? []), file]);
    }
  const found = new Set(changed);
  for (const file of found) for (const importer of importedBy.get(file) ?? []) found.add(importer);
  return [...found];
}

/**
 * The project as `npm run typecheck` reads it, with some files' text changed (a field or a language added,
 * say): each file that then fails the type check, from the root, with its errors' messages.
 */
export function typeErrorsWith(changes: Readonly<Record<string, (text: string) => string>>): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const options = { ...config.options, incremental: false, noEmit: true };
  const changed = new Map(Object.entries(changes).map(([file, change]) => [path.join(root, file), change]));
  const host = ts.createCompilerHost(options);
  // A test file may ask more than once: the files no change touches are parsed once (the libraries' most of all).
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) => {
    if (changed.has(path.resolve(file))) return getSourceFile(file, language, ...rest);
    const known = parsed.get(file);
    if (known) return known;
    const source = getSourceFile(file, language, ...rest);
    if (source) parsed.set(file, source);
    return source;
  };
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => {
    const text = readFile(file);
    const change = changed.get(path.resolve(file));
    if (text !== undefined && change) {
      const after = change(text);
      if (after === text) throw new Error(`${file}: the change changed nothing`);
      return after;
    }
    return text;
  };
  const files = dependents(
    config.fileNames.filter((file) => !isTest(file)),
    [...changed.keys()],
    options,
    host,
  );
  const program = ts.createProgram(files, options, host);
  const errors = new Map<string, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? path.relative(root, diagnostic.file.fileName) : '(no file)';
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    errors.set(file, [...(errors.get(file) ?? []), message]);
  }
  return errors;
}
