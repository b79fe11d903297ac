import { localeFacts, type Locale } from '@/lib/i18n/locales';

// How long the site keeps what visitors send, and where: one set of facts that the stores and the
// privacy and cookie policies read alike. A change here is a change of what the site promises, so it
// is a change of code and a rebuild (the policy pages are prerendered), never a setting.
export const retention = {
  /** The record of an enquiry that reached the operators' mailbox. */
  deliveredDays: 30,
  /** An enquiry held as suspected spam: until an operator releases it, and no longer than this. */
  heldDays: 90,
  /** An enquiry that could not be sent: until it is resent, and no longer than this. */
  undeliveredDays: 90,
  /**
   * An enquiry whose message the mail server refused for itself (its content): never sent again by itself,
   * kept for an operator to read, and release by hand, after the next held digest has named it.
   */
  refusedDays: 30,
  /** Held enquiries kept at most; past it the oldest goes first, so a flood cannot fill the store. */
  heldCap: 1000,
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An erasure's mark (its address's hash and when it was erased), kept as long as the longest period above and
 * no longer: no copy of a record still waiting somewhere to be stored can be older than that.
 */
export const erasureMarkDays = Math.max(
  retention.deliveredDays,
  retention.heldDays,
  retention.undeliveredDays,
  retention.refusedDays,
);

/**
 * How long the server counts a network address's requests and enquiries (the rate limits), and keeps a
 * recent enquiry's fingerprint to know a retry. The policies state these, so neither is a setting (lib/env.ts
 * refuses CONTACT_RATE_LIMIT_WINDOW_S).
 */
export const rateLimitWindows = {
  /** A client's own count, and a recent enquiry's fingerprint. */
  clientS: 600,
  /** The daily count of each address that cannot be verified, and the allowance they all share. */
  sharedS: 24 * 3600,
} as const;

/**
 * One message's text sent from `addresses` or more email addresses within `windowS` is held
 * (lib/enquiry/server/held/same-text.ts): for that time it is known again by a one-way hash, filed under the
 * hashed address of each who sent it. The privacy policy states both, so neither is a setting.
 */
export const sameText = { addresses: 3, windowS: 24 * 3600 } as const;

/**
 * A receipt (issue 55) goes to an address at most once in this span, and the site sends no more than its
 * daily ceiling in it: the address's hash is kept this long after its receipt, and the count of receipts
 * holds no address. A receipt not sent within this span of the enquiry's delivery is not sent at all.
 */
export const receiptSpanS = 24 * 3600;

/**
 * The containers' logs where the site runs with compose.yaml: Docker's `local` driver keeps each container's
 * output in at most `files` files of `fileMb` MB, the oldest deleted first. compose.yaml sets them for every
 * service (retention.test.ts). None holds a visitor's address: the site logs none, and nginx's site file keeps
 * no access log and no request's errors (integration/nginx-tls.test.ts). On Vercel the host keeps its own logs
 * (clientPeriods.vercelLogDays).
 */
export const containerLogs = { fileMb: 10, files: 3 } as const;

/** Where what the site keeps lives; the policies name each place from here. */
export const keptIn = {
  /** With REDIS_URL: in the place the policies name for the servers (lib/site/hosting.ts; docs/deploy-vercel.md). */
  sharedStore: 'Redis',
  /** Where a delivered enquiry ends up: the operators' own mail, which the site does not manage. */
  mailbox: 'our own mailbox',
  /**
   * Where that mail is written instead when no mail server is set (OUTBOX_DIR/*.eml): it serves as the
   * mailbox, so no period above applies and no purge removes it (purgeRecords in store/stores.ts).
   */
  mailFiles: 'a folder on the server that runs the site',
} as const;

/**
 * The same places in each language's words, for the policies written in it; a place added to keptIn fails
 * the type check until every language names it.
 */
export const keptInWords: Readonly<Record<Locale, Readonly<Record<keyof typeof keptIn, string>>>> = {
  en: keptIn,
  fr: {
    sharedStore: keptIn.sharedStore,
    mailbox: 'notre propre messagerie',
    mailFiles: 'un dossier du serveur qui héberge le site',
  },
};

const placeholders: Readonly<Record<Locale, Readonly<Record<'days' | 'years', string>>>> = {
  en: { days: '[N] days', years: '[N] years' },
  fr: { days: '[N]\u00A0jours', years: '[N]\u00A0ans' },
};

const yearWords: Readonly<Record<Locale, readonly [one: string, many: string]>> = {
  en: ['one year', 'years'],
  fr: ['un an', 'ans'],
};

/**
 * A period the client sets (clientPeriods in lib/site/facts.ts) in the policies' words, or, until the client
 * gives it, the placeholder the launch list names: "[N] days".
 */
export function clientPeriodWords(value: number | null, unit: 'days' | 'years', locale: Locale = 'en'): string {
  if (value === null) return placeholders[locale][unit];
  if (unit === 'days') return secondsInWords(value * 24 * 3600, locale);
  const [one, many] = yearWords[locale];
  return value === 1 ? one : `${countWords[locale](value)}${many}`;
}

const units = [
  [24 * 3600, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
] as const;

type Unit = (typeof units)[number][1];

// Each unit in each language: one of it, and the plural a count stands before.
const unitWords: Readonly<Record<Locale, Readonly<Record<Unit, readonly [one: string, many: string]>>>> = {
  en: {
    day: ['one day', 'days'],
    hour: ['one hour', 'hours'],
    minute: ['one minute', 'minutes'],
    second: ['one second', 'seconds'],
  },
  fr: {
    day: ['un jour', 'jours'],
    hour: ['une heure', 'heures'],
    minute: ['une minute', 'minutes'],
    second: ['une seconde', 'secondes'],
  },
};

// A count before its unit: English as it always has; French with its digit groups (1 000) and a no-break
// space, so the number and its unit never part at a line's end.
const countWords: Readonly<Record<Locale, (count: number) => string>> = {
  en: (count) => `${count} `,
  fr: (count) => `${new Intl.NumberFormat(localeFacts.fr.numbers).format(count)}\u00A0`,
};

/**
 * A span in the policies' words, in its largest whole unit: 600 → "10 minutes", 86400 → "one day";
 * in French, "10 minutes" (with a no-break space) and "un jour".
 */
export function secondsInWords(seconds: number, locale: Locale = 'en'): string {
  const [size, unit] = units.find(([size]) => seconds % size === 0) ?? units[units.length - 1]!;
  const count = seconds / size;
  const [one, many] = unitWords[locale][unit];
  return count === 1 ? one : `${countWords[locale](count)}${many}`;
}
