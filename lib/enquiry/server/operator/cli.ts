// npm run enquiries -- <command>
import nextEnv from '@next/env';
import { serverEnv } from '@/lib/env';
import { runOperator } from './run';

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
runOperator(process.argv.slice(2), serverEnv(), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  write: (bytes) => process.stdout.write(bytes),
}).then(
  // Exiting before stdout drains cuts a long answer short in a pipe.
  (code) => process.stdout.write('', () => process.exit(code)),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
