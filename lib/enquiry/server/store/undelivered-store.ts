/** Which store: the name an operator passes to `--only`, and the one the log gives. */
export type StoreKind = 'redis' | 'outbox';

export type KeptEnquiry = { id: string; storedAt: Date };

/** Where undelivered enquiries wait, as the complete message, until an operator resends them. */
export type UndeliveredStore = {
  kind: StoreKind;
  /** "Redis" or the folder, for the operators' listing. */
  where: string;
  save(id: string, raw: Buffer): Promise<void>;
  list(): Promise<KeptEnquiry[]>;
  read(id: string): Promise<Buffer | undefined>;
  remove(id: string): Promise<void>;
  /** Marks one enquiry as being resent, so two operators never send it twice; undefined when taken. */
  lock(id: string): Promise<(() => Promise<void>) | undefined>;
};
