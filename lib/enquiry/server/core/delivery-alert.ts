import { codeOf } from '@/lib/error-code';
import type { EnquiryLog } from '@/lib/log';
import { site } from '@/lib/site/facts';
import { guernseyTime } from '../guernsey-time';
import { digestOverdueSince } from '../store/digest-claim';
import type { EnquiryStore } from '../store/store-contract';

// The alert's state, and whether the last message sent was refused for itself, in the store every instance
// shares, so the one that sees the change says it once.
const ALERT = 'delivery-alert';
const LAST_SENT = 'last-message';
const DIGEST_ALERT = 'digest-alert';
// Until when a shared allowance is spent (ms), or 0 once it has reopened and that was said.
const FORM_BUSY = 'form-busy-until';

export type DeliveryAlert = {
  /** One waited past DELIVERY_ALERT_AFTER_S, or the mail server refused one for good. */
  failing(): Promise<void>;
  /**
   * Failing once the oldest waited too long, recovered once none waits and the last message got through; and
   * for the held digest on its own, failing once it has failed for as long, recovered once it goes.
   */
  check(now: number): Promise<void>;
  /** A message the mail server refused for itself: its own problem, unless the last one was refused too. */
  messageRefused(): Promise<void>;
  /** A message the mail server took: a refusal before it was the message's, not the server's. */
  delivered(): Promise<void>;
  /** A shared allowance is spent until `reopensAt`: the form refuses everyone (form-busy); check() says when it reopens. */
  formBusy(reopensAt: number): Promise<void>;
};

export type AlertPost = (text: string) => Promise<void>;

export const failingText = `${site.name} website: enquiries are not reaching you by e-mail. Each one is kept and sent again by itself; the mail server (the SMTP settings) needs looking at.`;
export const refusingText = `${site.name} website: the mail server refused two enquiries in a row for what they hold, with none delivered between them: it is most likely refusing every enquiry. Each is kept and listed in the next held digest; the mail server (its settings or its filters) needs looking at.`;
export const recoveredText = `${site.name} website: enquiries are reaching you by e-mail again; those that waited have been sent, each marked late.`;
export const digestFailingText = `${site.name} website: the digest of held enquiries is not reaching you by e-mail. The held enquiries are kept, and the digest is tried again by itself; the mail server (the SMTP settings) needs looking at.`;
export const digestRecoveredText = `${site.name} website: the digest of held enquiries is reaching you by e-mail again.`;
export const formBusyText = (reopensAt: number) =>
  `${site.name} website: the enquiry form has taken all the enquiries it takes in a day (CONTACT_RATE_LIMIT_SHARED_MAX), and until ${guernseyTime(new Date(reopensAt))} it asks every visitor to write to you by e-mail instead. A flood needs nothing more; if these are real enquiries, raise the setting.`;
export const formOpenText = `${site.name} website: the enquiry form takes enquiries again.`;

/** One line when the failing starts and one when it ends, whichever instance sees it first; each posted to ALERT_WEBHOOK_URL too. */
export function deliveryAlert(
  store: EnquiryStore | undefined,
  { alertAfterS, log, post }: { alertAfterS: number; log: EnquiryLog; post: AlertPost },
): DeliveryAlert {
  const raise = async (outcome: string, text: string) => {
    if (!store || (await store.flag(ALERT)) === 'failing') return;
    if ((await store.swapFlag(ALERT, 'failing')) === 'failing') return;
    log.warn({ event: 'enquiry.delivery-failing', outcome });
    await post(text);
  };
  const failing = () => raise('failing', failingText);
  const checkWaiting = async (store: EnquiryStore, now: number) => {
    const oldest = await store.oldestWaiting();
    if (oldest !== undefined && now - oldest > alertAfterS * 1000) return failing();
    // Read first, and swapped only while it says failing: a quiet queue writes nothing.
    if (oldest !== undefined || (await store.flag(ALERT)) !== 'failing') return;
    // Refused messages wait for no retry: the server is mended once one gets through.
    if ((await store.flag(LAST_SENT)) === 'refused') return;
    if ((await store.swapFlag(ALERT, 'ok')) !== 'failing') return;
    log.info({ event: 'enquiry.delivery-recovered', outcome: 'recovered' });
    await post(recoveredText);
  };
  // The digest's own flag, read first and swapped only on a change, as the enquiries' is.
  const checkDigest = async (store: EnquiryStore, now: number) => {
    const state = await store.digestState();
    const overdue = digestOverdueSince(state, alertAfterS * 1000, now) !== undefined;
    const raised = (await store.flag(DIGEST_ALERT)) === 'failing';
    if (overdue && !raised && (await store.swapFlag(DIGEST_ALERT, 'failing')) !== 'failing') {
      log.warn({ event: 'enquiry.held-digest-failing', outcome: 'failing' });
      await post(digestFailingText);
    } else if (raised && !state.failures && (await store.swapFlag(DIGEST_ALERT, 'ok')) === 'failing') {
      log.info({ event: 'enquiry.held-digest-recovered', outcome: 'recovered' });
      await post(digestRecoveredText);
    }
  };
  // Swapped back only once the time has passed: of two instances, the one that gets the time back says it.
  const checkFormBusy = async (store: EnquiryStore, now: number) => {
    const until = Number(await store.flag(FORM_BUSY)) || 0;
    if (!until || until > now || Number(await store.swapFlag(FORM_BUSY, '0')) !== until) return;
    log.info({ event: 'enquiry.form-busy', outcome: 'reopened' });
    await post(formOpenText);
  };
  return {
    failing,
    async check(now) {
      if (!store) return;
      await checkWaiting(store, now);
      await checkDigest(store, now);
      await checkFormBusy(store, now);
    },
    // Once per spending, whichever instance sees it first, however many requests find it spent.
    async formBusy(reopensAt) {
      const now = Date.now();
      if (!store || (Number(await store.flag(FORM_BUSY)) || 0) > now) return;
      if ((Number(await store.swapFlag(FORM_BUSY, String(reopensAt))) || 0) > now) return;
      log.warn({ event: 'enquiry.form-busy', outcome: 'busy', reopensAt: new Date(reopensAt).toISOString() });
      await post(formBusyText(reopensAt));
    },
    async messageRefused() {
      if (store && (await store.swapFlag(LAST_SENT, 'refused')) === 'refused') await raise('refusing', refusingText);
    },
    // Read first: most deliveries follow one, and write nothing.
    async delivered() {
      if (store && (await store.flag(LAST_SENT)) === 'refused') await store.swapFlag(LAST_SENT, 'delivered');
    },
  };
}

/**
 * A Slack or Teams incoming webhook takes {"text": ...}: the one alert that still arrives when mail is what
 * broke. Posted once, within 5 s; a failure is logged, not tried again. No personal data is ever in the text.
 */
export function alertWebhook(url: string | undefined, log: EnquiryLog, post: typeof fetch = fetch): AlertPost {
  return async (text) => {
    if (!url) return;
    try {
      const answer = await post(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(5_000),
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
