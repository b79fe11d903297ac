// The operators' command, `npm run enquiries -- ...`, run as an operator runs it, against the store its
// settings name: for the end-to-end and integration tests and the load bench. The script's own command
// line from package.json, run by the shell as npm runs it, without npm's start-up: a quarter of each run's
// CPU time, over some sixty runs in a test run.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addressHashKey } from './address-hash-key.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

export type CommandResult = { code: number; stdout: string; stderr: string };

/** The command's exit code and all it printed; `env` adds the settings (the store, SMTP) to a bare one. */
export function runEnquiries(args: string[], env: Record<string, string | undefined>): Promise<CommandResult> {
  const settings: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    ADDRESS_HASH_KEY: addressHashKey,
    ...env,
  };
  return new Promise((resolve) =>
    execFile(
      'sh',
      ['-c', `${scripts.enquiries} "$@"`, 'enquiries', ...args],
      // Room for the bench's listing of a thousand held enquiries as JSON.
      { cwd: root, env: settings, timeout: 60_000, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );
}
