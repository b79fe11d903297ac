// How long the site keeps what visitors send, and where: one set of facts that the stores and the
// privacy and cookie policies read alike. A change here is a change of what the site promises, so it
// is a change of code and a rebuild (the policy pages are prerendered), never a setting.
export const retention = {
  /** The record of an enquiry that reached the operators' mailbox. */
  deliveredDays: 30,
  /** An enquiry held as suspected spam: until an operator releases it, and no longer than this. */
  heldDays: 90,
  /** An enquiry that could not be sent: until it is resent, and no longer than this. */
  undeliveredDays: 90,
  /** Held enquiries kept at most; past it the oldest goes first, so a flood cannot fill the store. */
  heldCap: 1000,
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;
