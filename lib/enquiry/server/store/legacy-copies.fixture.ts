import path from 'node:path';
import type { Redis } from '@/lib/redis';
import { DAY_MS, retention } from '@/lib/site/retention';
import type { Enquiry } from '../../schema';
import { composeEnquiry, renderMail } from '../mail/compose';
import { writeFileAtomically } from './atomic-file';

// Undelivered copies written as the server wrote them before an undelivered enquiry was its record
// alone (undelivered-file.ts and undelivered-redis.ts, removed in issue 24), for the migration's tests.

export const copyEnquiry: Enquiry = {
  name: 'Zoë Le Page',
  email: 'zoe@example.gg',
  interest: 'distributor',
  message: [
    'Two pallets to St Helier, please.',
    '',
    '--',
    'Name: not a field',
    'A = sign, and a line long enough to be folded by quoted-printable, with letters beyond ASCII: ünïcödé',
  ].join('\n'),
};

export const envelope = { from: 'Sarnia website <website@sarnia-water.example>', to: 'operators@sarnia-water.example' };

/** The complete message the server kept when delivery failed: the bytes SMTP would have received. */
export async function renderedCopy(id: string, receivedAt: Date, enquiry: Enquiry = copyEnquiry): Promise<Buffer> {
  return (await renderMail(await composeEnquiry(enquiry, { id, ...envelope, receivedAt }))).raw;
}

/** OUTBOX_DIR/undelivered/<id>.eml, written atomically. */
export const writeFolderCopy = (outboxDir: string, id: string, raw: Buffer) =>
  writeFileAtomically(path.resolve(outboxDir, 'undelivered'), `${id}.eml`, raw);

/** One hash per enquiry, the message bytes and when they were stored, expiring with its period. */
export async function writeRedisCopy(redis: Redis, id: string, raw: Buffer) {
  const key = `sarnia:undelivered:${id}`;
  const storedAt = new Date().toISOString();
  await redis
    .multi()
    .hSet(key, { raw, storedAt })
    .expire(key, (retention.undeliveredDays * DAY_MS) / 1000)
    .exec();
}
