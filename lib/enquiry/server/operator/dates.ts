// Operators read and type dates in Guernsey's local time (GMT in winter, BST in summer), as the e-mail writes them.
import { operatorsTimeZone } from '../mail/enquiry-view';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: operatorsTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

const pieces = (date: Date) => {
  const found = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return found as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'timeZoneName', string>;
};

/** "2026-07-01 14:05 BST". */
export function guernseyTime(date: Date): string {
  const p = pieces(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${p.timeZoneName === 'GMT+1' ? 'BST' : p.timeZoneName}`;
}

/** Minutes Guernsey is ahead of UTC at that instant: 0 or 60. */
function offsetMinutes(date: Date): number {
  const p = pieces(date);
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((local - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

/** The start of a day typed as YYYY-MM-DD, in Guernsey, or undefined for anything else. */
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
