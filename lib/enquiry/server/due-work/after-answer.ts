import 'server-only';
import { after } from 'next/server';

/** Runs the work once the answer has gone (Next's after()), or at once where no request is being answered. */
export function afterAnswer(work: () => Promise<unknown>): void {
  try {
    after(work);
  } catch {
    void work().catch(() => {});
  }
}
