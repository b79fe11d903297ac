import { randomUUID } from 'node:crypto';

export const ENQUIRY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newEnquiryId = (): string => randomUUID();
