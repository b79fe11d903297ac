// The operators' command, `npm run enquiries -- ...`, run as an operator runs it, against the store its
// settings name: for the end-to-end and integration tests and the load bench.
import { execFile } from 'node:child_process';

export type CommandResult = { code: number; stdout: string; stderr: string };

/** The command's exit code and all it printed; `env` adds the settings (the store, SMTP) to a bare one. */
export function runEnquiries(args: string[], env: Record<string, string | undefined>): Promise<CommandResult> {
  const settings: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  };
  return new Promise((resolve) =>
    execFile(
      'npm',
      ['run', '--silent', 'enquiries', '--', ...args],
      // Room for the bench's listing of a thousand held enquiries as JSON.
      { env: settings, timeout: 60_000, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );
}
