// SQLite's primary result codes (node:sqlite gives them as `errcode`, all under one ERR_SQLITE_ERROR), by
// the name an operator can look up; the extended codes carry the primary one in their low byte.
const SQLITE_CODES: Record<number, string> = {
  1: 'ERROR',
  3: 'PERM',
  5: 'BUSY',
  6: 'LOCKED',
  7: 'NOMEM',
  8: 'READONLY',
  10: 'IOERR',
  11: 'CORRUPT',
  13: 'FULL',
  14: 'CANTOPEN',
  26: 'NOTADB',
};

/**
 * What a log line or an operator may be told of an error: its code (ENOENT, EAUTH, SQLITE_FULL) or its
 * class, never its message, which may quote what a visitor wrote.
 */
export const codeOf = (error: unknown): string | undefined => {
  const errcode = (error as { errcode?: unknown } | undefined)?.errcode;
  if (typeof errcode === 'number') return `SQLITE_${SQLITE_CODES[errcode & 0xff] ?? errcode}`;
  return (error as NodeJS.ErrnoException | undefined)?.code ?? (error as Error | undefined)?.name;
};
