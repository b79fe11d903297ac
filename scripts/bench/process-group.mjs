// The empty Next page the main bench run serves beside the site, stopped with its process group when the run ends.
import { spawn } from 'node:child_process';

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
// `next start` serves from a process of its own, so each server runs in its own group and the whole group stops.
process.on('exit', () => children.forEach((child) => process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM')));

/** @param {string} command @param {string[]} args @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options] */
export function start(command, args, { env, cwd } = {}) {
  const child = spawn(command, args, { env, cwd, stdio: 'ignore', detached: true });
  children.push(child);
  return child;
}
