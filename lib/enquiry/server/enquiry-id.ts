import { randomUUID } from 'node:crypto';

/** An enquiry's id: a UUID, in the log, the X-Enquiry-Id header, the Message-ID and the store. */
export const ENQUIRY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newEnquiryId = (): string => randomUUID();
