import type { RecordStatus } from '../store/records';
import type { OperatorContext } from './context';

export type Sent =
  | { outcome: 'sent'; detail: string }
  | { outcome: 'busy' }
  | { outcome: 'missing' }
  | { outcome: 'not-waiting'; status: RecordStatus }
  | { outcome: 'failed'; detail: string };

/**
 * Sends one enquiry waiting with the status `waiting` (held for release, undelivered for resend), its
 * message rebuilt from its record, once: the claim is taken atomically (Redis SET NX, or SQLite's
 * conditional UPDATE), the same claim the site's own sends and redelivery take, and the record read again
 * under it, so a second operator (or the site's timer) finds it sent. Its record then reads delivered.
 */
export async function sendOnce(
  id: string,
  waiting: RecordStatus,
  { records, deliver }: Pick<OperatorContext, 'records' | 'deliver'>,
): Promise<Sent> {
  if (!records) return { outcome: 'missing' };
  const claim = await records.claim(id);
  if (!claim) return { outcome: 'busy' };
  try {
    const record = await records.find(id);
    if (!record) return { outcome: 'missing' };
    if (record.status !== waiting) return { outcome: 'not-waiting', status: record.status };
    const sent = await deliver(record);
    if (!sent.ok) return { outcome: 'failed', detail: sent.detail };
    await records.setStatus(id, 'delivered', { attempts: record.attempts + 1 });
    return { outcome: 'sent', detail: sent.detail };
  } finally {
    await claim();
  }
}
