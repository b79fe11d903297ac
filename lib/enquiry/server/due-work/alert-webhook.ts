import { codeOf } from '@/lib/error-code';
import type { EnquiryLog } from '@/lib/log';

// A Slack or Teams incoming webhook takes {"text": ...}: the one alert that still arrives when mail is what broke.
const WEBHOOK_TIMEOUT_MS = 5_000;

export type AlertPost = (text: string) => Promise<void>;

/**
 * Posts the text once, within 5 s; a failure is logged by its code (or the status the hook answered)
 * and not tried again: the next change of state posts anew. No personal data is ever in the text.
 */
export function alertWebhook(url: string | undefined, log: EnquiryLog, post: typeof fetch = fetch): AlertPost {
  return async (text) => {
    if (!url) return;
    try {
      const answer = await post(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        redirect: 'error',
      });
      await answer.body?.cancel();
      if (!answer.ok) log.warn({ event: 'enquiry.alert-webhook', outcome: 'failed', code: `HTTP ${answer.status}` });
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      log.warn({ event: 'enquiry.alert-webhook', outcome: 'failed', code: codeOf(cause) ?? codeOf(error) });
    }
  };
}
