// The image's copy of the records by hand (the image holds the server, not the operators' command, whose
// `backup FILE` takes the same copy through the same function, lib/enquiry/server/store/copy-database.mjs):
// `docker compose exec site node deploy/backup.mjs /app/backup/enquiries-2026-11-27.db`. A consistent copy
// of OUTBOX_DIR/enquiries.db taken while the server writes to it, into a new file, mode 0600; it never
// writes over a file. Exit 0, or 1 with the reason.
import path from 'node:path';
import { copyDatabase } from '../lib/enquiry/server/store/copy-database.mjs';

const [target] = process.argv.slice(2);
const database = path.resolve(process.env.OUTBOX_DIR || 'outbox', 'enquiries.db');
/** @param {string} reason */
const fail = (reason) => {
  console.error(reason);
  process.exit(1);
};
if (!target) fail('Usage: node deploy/backup.mjs FILE   (a new file; the folder is made if need be)');
try {
  await copyDatabase(database, /** @type {string} */ (target));
  console.log(`Backed up the records to ${target} (mode 0600).`);
} catch (error) {
  const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
  if (code === 'ENOENT') fail(`No ${database}: nothing to back up.`);
  if (code === 'EEXIST') fail(`${target} exists: a backup never replaces a file; name a new one.`);
  fail(`The backup failed (${code ?? message}).`);
}
