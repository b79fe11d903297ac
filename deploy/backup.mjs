// The image's backup of the records (it holds the server, not the operators' command, whose `backup` does
// the same): `docker compose exec site node backup.mjs /app/outbox/backups/enquiries-2026-11-27.db`.
// A consistent copy of OUTBOX_DIR/enquiries.db taken while the server writes to it (VACUUM INTO reads one
// snapshot), into a new file, mode 0600; it never writes over a file. Exit 0, or 1 with the reason.
import { closeSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const [target] = process.argv.slice(2);
const database = path.resolve(process.env.OUTBOX_DIR || 'outbox', 'enquiries.db');
const fail = (reason) => {
  console.error(reason);
  process.exit(1);
};
if (!target) fail('Usage: node backup.mjs FILE   (a new file; the folder is made if need be)');
if (!existsSync(database)) fail(`No ${database}: nothing to back up.`);
const copy = path.resolve(target);
mkdirSync(path.dirname(copy), { recursive: true, mode: 0o700 });
try {
  closeSync(openSync(copy, 'wx', 0o600));
} catch (error) {
  fail(error.code === 'EEXIST' ? `${target} exists: a backup never replaces a file; name a new one.` : error.message);
}
const db = new DatabaseSync(database);
try {
  db.exec('PRAGMA busy_timeout = 500');
  db.prepare('VACUUM INTO ?').run(copy);
  console.log(`Backed up the records to ${target} (mode 0600).`);
} catch (error) {
  rmSync(copy, { force: true });
  fail(`The backup failed (${error.errstr ?? error.code}).`);
} finally {
  db.close();
}
