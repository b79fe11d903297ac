import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/env';
import { jsonError, jsonOk } from '@/lib/http';
import { countRefusal } from '../core/refusal-tally';
import { runDueWork, type DueWorkBudget } from '../due-work/run-due-work';
import { enquiryServices } from '../services';

// Within the function's 60 s: no new send after 40 s, and one under way ends within the SMTP timeouts.
const CRON_BUDGET: DueWorkBudget = { sends: 50, ms: 40_000 };

const digest = (text: string) => createHash('sha256').update(text).digest();

// Compared in constant time, whatever the length of what was sent.
export function bearerMatches(authorization: string | null, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(secret));
}

/** GET /api/cron, as Vercel Cron or a self-hoster's scheduler calls it (Authorization: Bearer $CRON_SECRET). */
export async function cronRoute(request: Request): Promise<Response> {
  const secret = serverEnv().CRON_SECRET;
  if (!secret) return jsonError(404, 'There is nothing here.');
  if (!bearerMatches(request.headers.get('authorization'), secret)) {
    countRefusal('unauthorized');
    const headers = { 'WWW-Authenticate': 'Bearer' };
    return jsonError(401, 'A valid bearer token is required.', { code: 'unauthorized', headers });
  }
  const report = await runDueWork(enquiryServices(), { budget: CRON_BUDGET });
  return jsonOk({ ok: true, report });
}
