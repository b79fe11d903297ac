import type { EnquiryLog } from '@/lib/log';
import type { Budget, SharedSpend } from './rate-limit';

/**
 * Hears each time a shared allowance is found spent (rate-limit.ts's onSharedSpent) and writes one
 * warning per spending, with when it reopens: not one per refused request. Once that time has passed,
 * the next spending is news again. Each instance keeps its own, so each warns once.
 */
export function watchSharedAllowance(log: Pick<EnquiryLog, 'warn'>, now: () => number = Date.now) {
  const spentUntil = new Map<Budget, number>();
  return ({ budget, reopensAt }: SharedSpend): void => {
    const known = spentUntil.get(budget);
    spentUntil.set(budget, reopensAt);
    if (known !== undefined && now() < known) return;
    log.warn({ event: 'enquiry.shared-spent', limit: 'shared', budget, reopensAt: new Date(reopensAt).toISOString() });
  };
}
