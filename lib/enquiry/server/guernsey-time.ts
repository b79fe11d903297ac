import type { Locale } from '@/lib/i18n/locales';

// Operators read and type times in Guernsey's own clock, GMT in winter and BST in summer.
const timeZone = 'Europe/Guernsey';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  weekday: 'long',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'shortOffset',
});
const monthName = new Intl.DateTimeFormat('en-GB', { timeZone, month: 'long' });

// CLDR names British Summer Time only for Europe/London; Guernsey keeps the same clock and calls it BST too.
const zoneNames: Record<string, string> = { GMT: 'GMT', 'GMT+0': 'GMT', 'GMT+1': 'BST' };

type Part = 'weekday' | 'year' | 'month' | 'day' | 'hour' | 'minute' | 'timeZoneName';

function partsAt(date: Date) {
  const part = Object.fromEntries(clock.formatToParts(date).map(({ type, value }) => [type, value]));
  const parts = part as Record<Part, string>;
  return { ...parts, zone: zoneNames[parts.timeZoneName] ?? parts.timeZoneName };
}

/** 'Tuesday 14 January 2025 at 09:30 GMT' */
export function guernseyTime(date: Date): string {
  const { weekday, day, year, hour, minute, zone } = partsAt(date);
  return `${weekday} ${Number(day)} ${monthName.format(date)} ${year} at ${hour}:${minute} ${zone}`;
}

const frenchNames = new Intl.DateTimeFormat('fr-FR', { timeZone, weekday: 'long', month: 'long' });

/** 'dimanche 1er juin 2025 à 9 h 05', as French writes a date and a time (no-break spaces in the time). */
function frenchTime(date: Date): string {
  const { day, year, hour, minute } = partsAt(date);
  const name = Object.fromEntries(frenchNames.formatToParts(date).map(({ type, value }) => [type, value]));
  const first = Number(day) === 1 ? '1er' : String(Number(day));
  return `${name.weekday} ${first} ${name.month} ${year} à ${Number(hour)}\u00A0h\u00A0${minute}`;
}

/** A visitor's time (their receipt), on Guernsey's clock, as their language writes one. */
export const guernseyTimeIn: Readonly<Record<Locale, (date: Date) => string>> = {
  en: guernseyTime,
  fr: frenchTime,
};

/** '2026-07-01 14:05 BST' */
export function guernseyStamp(date: Date): string {
  const { year, month, day, hour, minute, zone } = partsAt(date);
  return `${year}-${month}-${day} ${hour}:${minute} ${zone}`;
}

function offsetMinutes(date: Date): number {
  const p = partsAt(date);
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((local - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

export function parseGuernseyDay(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnightUtc = Date.UTC(year, month - 1, day);
  const check = new Date(midnightUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return undefined;
  // The offset at local midnight; the clocks change at 01:00 UTC, so midnight's offset is the day's first.
  return new Date(midnightUtc - offsetMinutes(new Date(midnightUtc - 60 * 60_000)) * 60_000);
}
