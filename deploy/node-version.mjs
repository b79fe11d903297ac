// The Node the site runs on, as package.json's engines names it (^24.21.0: Node 24, from 24.21), checked
// before anything else by the build (scripts/build.ts), the start command (deploy/serve.mjs, npm start's
// and the image's) and npm run dev. On another Node the site would seem to run (on Node 20 node:sqlite is
// missing, so it would keep no record at all): refused at once, in one line. Plain JavaScript that any Node
// parses; `npm run build` copies it beside serve.mjs, where Next's standalone output has its own
// package.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What is wrong with running on `version` for `range` (a caret range, ^MAJOR.MINOR.PATCH, the one form
 * package.json uses here), as one line for `who`; undefined when it fits.
 * @param {string} range
 * @param {string} version
 * @param {string} who
 */
export function nodeProblem(range, version, who) {
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range.trim());
  if (!wanted) return `${who}: package.json's engines.node is ${range}; write it as ^MAJOR.MINOR.PATCH.`;
  const [major, minor, patch] = wanted.slice(1).map(Number);
  const [a = 0, b = 0, c = 0] = version.replace(/^v/, '').split('.').map(Number);
  if (a === major && (b > minor || (b === minor && c >= patch))) return undefined;
  const from = patch ? `${major}.${minor}.${patch}` : `${major}.${minor}`;
  return `${who}: this site needs Node.js ${major} (${from} or a later ${major}.x), not ${version.replace(/^v/, '')}: run \`nvm install\` in its folder (it reads .nvmrc), or get Node.js ${major} from https://nodejs.org.`;
}

/**
 * Exits with that line when this Node does not fit the engines of the package.json given.
 * @param {string} packageJson
 * @param {string} who
 */
export function requireNode(packageJson, who) {
  const { engines } = JSON.parse(readFileSync(packageJson, 'utf8'));
  const problem = nodeProblem(engines?.node ?? '', process.versions.node, who);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}

// Run by itself (npm run dev): against the package.json of the folder it is run in.
const here = fileURLToPath(import.meta.url);
if (process.argv[1] && path.resolve(process.argv[1]) === here)
  requireNode(path.resolve('package.json'), process.argv[2] ?? 'node');
