// Calls a Vercel function the way the platform does: require its launcher, then call the handler with
// one Request each. Usage: node run-function.mjs LAUNCHER REQUESTS.json ANSWERS.json. A process of its
// own, because the launcher moves into its folder and keeps module state.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const [launcher = '', requestsFile, answersFile] = process.argv.slice(2);

try {
  const handler = createRequire(import.meta.url)(launcher);
  const answers = [];
  for (const { url, method = 'GET', headers = {}, body } of JSON.parse(readFileSync(requestsFile, 'utf8'))) {
    const response = await handler(new Request(url, { method, headers, body }));
    answers.push({ status: response.status, headers: Object.fromEntries(response.headers) });
  }
  writeFileSync(answersFile, JSON.stringify(answers));
} catch (error) {
  console.error(error);
  process.exit(1);
}
