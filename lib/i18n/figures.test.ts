import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { enquiryLimits } from '@/lib/enquiry/fields';
import * as facts from '@/lib/site/facts';
import * as retention from '@/lib/site/retention';
import { firstSentinel } from '@/lib/site/sentinel-facts.fixture.mjs';
import { localeFacts, locales, type Locale } from './locales';
import { renderedWords } from './rendered-words.fixture';

// Every number a visitor reads in the words is a site fact: the dictionaries are rendered once with the real
// facts and once, in a child process, with lib/site/facts.ts and lib/site/retention.ts swapped for sentinel
// values. A real figure still read with the sentinels was typed into the words, and would not follow a change
// of the fact.

type Rendered = Record<Locale, [string, string][]>;

// A number as words write it, with its groups and decimals ("1,000", "5 000", "8,95"), never the end of a
// word's letters (GY1, MP4); a unit may follow it closely (750ml).
const numbers = (text: string) => text.match(/(?<![\p{L}\d])\d+(?:[.,\u00A0\u202F]\d+)*/gu) ?? [];

/** A number in every form the site's languages write it. */
const forms = (value: number) => [
  String(value),
  ...locales.map((locale) => new Intl.NumberFormat(localeFacts[locale].numbers).format(value)),
];

/** Every number a module's facts hold, the parts of an ISO day included; 0 and 1 are written as words. */
function figuresOf(value: unknown): number[] {
  if (typeof value === 'number') return value > 1 ? [value] : [];
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').map(Number) : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(figuresOf);
  return [];
}

// The enquiry form's limits are its own (lib/enquiry/fields.ts), not the site's: their messages may say them.
const formLimits = new Set(Object.values(enquiryLimits).flatMap(forms));
const allowed = (path: string, figure: string) => path.startsWith('enquiry.fields.') && formLimits.has(figure);

const script = new URL('./rendered-words.fixture.ts', import.meta.url);
// The hooks are registered in the child alone: this process keeps its real facts.
const hooks = new URL('../site/sentinel-facts.fixture.mjs', import.meta.url).href;
const registerHooks = `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(hooks)});`;

async function withSentinels(): Promise<Rendered> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/unit-env.mjs', '--import', registerHooks, fileURLToPath(script)],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Rendered;
}

test('every number in the words, in every language, comes from the site facts, never a literal', async () => {
  const real = renderedWords();
  const sentinel = await withSentinels();
  const tokens = (rendered: [string, string][]) => new Set(rendered.flatMap(([, text]) => numbers(text)));
  // The swap took: the facts' sentinels are read in the words.
  assert.ok(
    [...tokens(sentinel.en)].some((token) => Number(token) >= firstSentinel),
    'no sentinel figure in the words: the facts were not swapped',
  );
  // A real figure: every number the facts hold, and every number in the words that changed with them.
  const figures = new Set([...figuresOf(facts), ...figuresOf(retention)].flatMap(forms));
  for (const locale of locales) {
    const read = tokens(sentinel[locale]);
    for (const token of tokens(real[locale])) if (!read.has(token)) figures.add(token);
  }
  const literals = locales.flatMap((locale) =>
    sentinel[locale].flatMap(([path, text]) =>
      numbers(text)
        .filter((token) => figures.has(token) && !allowed(path, token))
        .map((token) => `${locale} ${path}: ${token}`),
    ),
  );
  assert.deepEqual(literals, []);
});
