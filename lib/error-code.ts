/**
 * What a log line or an operator may be told of an error: its code (ENOENT, EAUTH) or its class, never
 * its message, which may quote what a visitor wrote.
 */
export const codeOf = (error: unknown): string | undefined =>
  (error as NodeJS.ErrnoException | undefined)?.code ?? (error as Error | undefined)?.name;
