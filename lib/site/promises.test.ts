import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pages } from '@/lib/i18n/en';
import type { Locale } from '@/lib/i18n/locales';
import { legalPages, pagePaths, type LegalPage } from './routes';

// docs/promises.md: each promise the policies make, its English and French words, the code that keeps it
// and the tests that show it. Held here to the sources it names: a quote neither page says any more, a path
// or symbol gone, or a test renamed or skipped, fails; so does a "What we keep" bullet no row covers.
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const isFile = (file: string) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile();

// Each legal page's table sits under its English title; its sources are the page at its address in each
// language, and the components it imports from its own folder (what-we-keep.tsx).
const policies = Object.fromEntries(legalPages.map((page) => [pages[page].title, page]));
const pageFile = (page: LegalPage, locale: Locale) =>
  `app/(${locale})${pagePaths[page][locale].replace(/\/([^/]+)$/, '/(legal)/$1')}/page.tsx`;

const entities: Readonly<Record<string, string>> = { rsquo: '’', ldquo: '“', rdquo: '”', nbsp: ' ', amp: '&' };

/** Source text as a reader reads it: no tags, entities decoded, {' '} a space, every run of spaces one. */
const prose = (source: string) =>
  source
    .replaceAll("{' '}", ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
        : (entities[name] ?? entity),
    )
    .replace(/[\s\u00A0\u202F]+/g, ' ');

const pageFiles = (page: string) => [
  page,
  ...[...read(page).matchAll(/from '\.\/([\w-]+)'/g)].flatMap(([, name]) =>
    [`${name}.tsx`, `${name}.ts`].map((file) => path.join(path.dirname(page), file)).filter(isFile),
  ),
];
// The home page's promise where the visitor types, the enquiry form's notice (issue 61): its words are each
// language's home words.
const formNotice = 'Enquiry form notice';
const otherSources: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  [formNotice]: { en: 'lib/i18n/en/home.ts', fr: 'lib/i18n/fr/home.ts' },
};
const pageText = (policy: string, locale: Locale) =>
  prose(
    (otherSources[policy] ? [otherSources[policy][locale]] : pageFiles(pageFile(policies[policy]!, locale)))
      .map(read)
      .join(' '),
  );

type Row = { line: number; policy: string; cells: string[] };

/** The table rows (those whose first cell is a number), each under the ## heading above it. */
function rowsOf(markdown: string): Row[] {
  let policy = '';
  return markdown.split('\n').flatMap((text, index) => {
    policy = /^## (.+)$/.exec(text)?.[1]!.trim() ?? policy;
    if (!/^\|\s*\d+\s*\|/.test(text)) return [];
    const cells = text.split(/(?<!\\)\|/).slice(1, -1);
    return [{ line: index + 1, policy, cells: cells.map((cell) => cell.trim().replaceAll('\\|', '|')) }];
  });
}

const quotes = (cell = '') => [...cell.matchAll(/"([^"]+)"/g)].map(([, quote]) => prose(quote!));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Declared in the file: a function, constant, type or class, or an object's property or method.
const declares = (source: string, symbol: string) =>
  new RegExp(
    `\\b(?:function\\*?|const|let|class|type|interface)\\s+${escape(symbol)}\\b|^\\s*(?:async\\s+)?${escape(symbol)}\\s*[:(]`,
    'm',
  ).test(source);
// A test of any tier whose title is written as the first argument of test(), or of a helper that names it.
const testFile = /^(?:(?:lib|app|components|scripts|deploy|integration)\/.+\.test\.tsx?|e2e\/[\w-]+\.spec\.ts)$/;
const hasTest = (source: string, title: string) =>
  new RegExp(`\\btest\\(\\s*(?:\\w+\\(\\s*\\w+\\s*,\\s*)?(['"\`])${escape(title)}\\1`).test(source);

/** What is wrong with each row, as `line N: what`; none for a table that holds. */
function problems(rows: readonly Row[]): string[] {
  const found: string[] = [];
  rows.forEach(({ line, policy, cells }, index) => {
    const wrong = (what: string) => found.push(`line ${line}: ${what}`);
    const [number, en, fr, keptBy = '', shownBy = ''] = cells;
    if (cells.length !== 5) return wrong(`${cells.length} cells, not 5`);
    if (Number(number) !== index + 1) wrong(`numbered ${number}, not ${index + 1}`);
    if (!policies[policy] && !otherSources[policy]) return wrong(`under "${policy}", which is no policy`);
    for (const [locale, cell] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      if (!quotes(cell).length) wrong(`no ${locale} quote`);
      for (const quote of quotes(cell))
        if (!pageText(policy, locale).includes(quote))
          wrong(`the ${locale} ${policy.toLowerCase()} does not say "${quote}"`);
    }
    const kept = [...keptBy.matchAll(/`([^`#]+)(?:#([\w$]+))?`/g)];
    if (!kept.length) wrong('kept by nothing');
    for (const [, file, symbol] of kept) {
      if (!isFile(file!)) wrong(`${file} is no file`);
      else if (symbol && !declares(read(file!), symbol)) wrong(`${file} declares no ${symbol}`);
    }
    const shown = shownBy.split('<br>').filter((entry) => entry.trim());
    if (!shown.length) wrong('shown by no test');
    for (const entry of shown) {
      const [, file = '', title = ''] = /^\s*`([^`]+)`\s*›\s*(.+?)\s*$/.exec(entry) ?? [];
      if (!testFile.test(file)) wrong(`"${entry.trim()}" names no test file`);
      else if (!isFile(file)) wrong(`${file} is no file`);
      else if (!hasTest(read(file), title)) wrong(`${file} has no test "${title}"`);
    }
  });
  return found;
}

const rows = rowsOf(read('docs/promises.md'));

test('every promise in docs/promises.md is said by both pages, kept by code that is there, and shown by tests that are', () => {
  assert.deepEqual(
    new Set(rows.map((row) => row.policy)),
    new Set([...Object.keys(policies), ...Object.keys(otherSources)]),
  );
  assert.deepEqual(problems(rows), []);
});

test('each bullet of the privacy policy’s "What we keep", in each language, has its row', () => {
  const whatWeKeep = {
    en: 'app/(en)/(legal)/privacy-policy/what-we-keep.tsx',
    fr: 'app/(fr)/fr/(legal)/politique-de-confidentialite/what-we-keep.tsx',
  };
  for (const [locale, file] of Object.entries(whatWeKeep)) {
    const bullets = [...read(file).matchAll(/<li>\s*<strong>([^<]+)<\/strong>/g)].map(([, lead]) => prose(lead!));
    assert.ok(bullets.length >= 7, `${file}: ${bullets.length} bullets`);
    const quoted = rows
      .filter((row) => row.policy === pages.privacy.title)
      .flatMap((row) => quotes(row.cells[locale === 'en' ? 1 : 2]));
    for (const bullet of bullets)
      assert.ok(
        quoted.some((quote) => quote.includes(bullet)),
        `no row quotes "${bullet}" (${locale})`,
      );
  }
});

test('the check finds a quote no page says, a path or symbol gone, a test renamed, and a file that is no test', () => {
  const good = {
    en: '"This website does not set any cookies"',
    fr: '"Ce site ne dépose aucun cookie"',
    kept: '`lib/site/retention.ts#rateLimitWindows`',
    shown: '`lib/site/retention.test.ts` › a span reads in its largest whole unit, as the policies print it',
  };
  const check = (change: Partial<typeof good>, number = 1) => {
    const { en, fr, kept, shown } = { ...good, ...change };
    return problems(rowsOf(`## Cookie Policy\n| ${number} | ${en} | ${fr} | ${kept} | ${shown} |`));
  };
  assert.deepEqual(check({}), []);
  for (const [change, problem] of [
    [{ en: '"We sell your data"' }, 'the en cookie policy does not say "We sell your data"'],
    [{ fr: '"Nous vendons vos données"' }, 'the fr cookie policy does not say "Nous vendons vos données"'],
    [{ en: 'This website does not set any cookies' }, 'no en quote'],
    [{ kept: '`lib/site/gone.ts`' }, 'lib/site/gone.ts is no file'],
    [{ kept: '`lib/site/retention.ts#gone`' }, 'lib/site/retention.ts declares no gone'],
    [{ shown: '`lib/site/retention.test.ts` › a span' }, 'lib/site/retention.test.ts has no test "a span"'],
    [{ shown: '`lib/site/retention.ts` › a span' }, '"`lib/site/retention.ts` › a span" names no test file'],
  ] as const)
    assert.deepEqual(check(change), [`line 2: ${problem}`]);
  assert.deepEqual(check({}, 2), ['line 2: numbered 2, not 1']);
  assert.deepEqual(problems(rowsOf('## Cookie Policy\n| 1 | "x" |')), ['line 2: 2 cells, not 5']);
});
