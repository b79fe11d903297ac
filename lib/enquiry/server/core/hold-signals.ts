import { codeOf } from '@/lib/error-code';
import type { Enquiry } from '../../schema';
import { heldForLinks, linksIn } from '../held/links';
import { SAME_TEXT_ADDRESSES, sameTextKey } from '../held/same-text';
import { mailboxHash } from '../address-key';
import type { HoldReason } from '../store/record-schema';
import type { Services } from './services';

type SignalServices = Pick<Services, 'store' | 'log'>;

// How many addresses sent this text within the day, this one included; none where the text is too short to
// count, or the store cannot say (the enquiry is then judged without it, never refused for it).
async function addressesSending(enquiry: Enquiry, { store, log }: SignalServices) {
  const text = sameTextKey(enquiry.message);
  if (!text || !store) return 0;
  try {
    return await store.sameText(text, mailboxHash(enquiry.email));
  } catch (error) {
    log.error({ event: 'enquiry.same-text', outcome: 'not-counted', store: store.kind, code: codeOf(error) });
    return 0;
  }
}

export type HoldSignals = { heldFor: HoldReason[]; sameText?: number };

/**
 * Why an enquiry is to be held, one code per signal, in the order operators read them; none for one to deliver.
 * Every valid enquiry's text is noted, held or not. The same text from a third address holds it only beside
 * another signal, as anyone who knows a visitor's words could send them first; alone, it marks it (`sameText`).
 */
export async function holdSignals(trap: unknown, enquiry: Enquiry, services: SignalServices): Promise<HoldSignals> {
  const sending = await addressesSending(enquiry, services);
  const heldFor: HoldReason[] = [];
  if (trap !== undefined && trap !== '') heldFor.push('trap');
  if (heldForLinks(linksIn(enquiry.message))) heldFor.push('links');
  if (sending < SAME_TEXT_ADDRESSES) return { heldFor };
  return { heldFor: heldFor.length ? [...heldFor, 'same-text'] : [], sameText: sending };
}
