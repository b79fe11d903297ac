import { codeOf } from '@/lib/error-code';
import { backupDatabase, DATABASE_FILE } from '../store/records-sqlite';
import type { Command } from './context';

/**
 * `backup FILE`: a consistent copy of the records' database, taken while the server writes to it, mode
 * 0600. Redis is backed up by Redis itself (its append-only file or an RDB snapshot), so with --only
 * redis, or on Vercel, there is nothing here to copy.
 */
export const backup: Command = async (args, { outboxDir, out, err }) => {
  if (!args.target) {
    err('backup takes the file to write: npm run enquiries -- backup FILE');
    return 2;
  }
  if (!outboxDir) {
    err(`No ${DATABASE_FILE} here: records on disk are kept in OUTBOX_DIR (not on Vercel, not with --only redis).`);
    return 1;
  }
  try {
    await backupDatabase(outboxDir, args.target);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'EEXIST') err(`${args.target} exists: a backup never replaces a file; name a new one.`);
    else if (code === 'ENOENT') err(`No ${DATABASE_FILE} in OUTBOX_DIR yet, or no folder for ${args.target}.`);
    else err(`The backup failed (${code}).`);
    return 1;
  }
  out(args.json ? JSON.stringify({ file: args.target }) : `Backed up the records to ${args.target} (mode 0600).`);
  return 0;
};
