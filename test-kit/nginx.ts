import { spawn } from 'node:child_process';
import { chown, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';
import { assertPortFree, type Server, waitFor, watch } from './process';

/** The one nginx site file compose.yaml also uses. */
export const siteTemplate = path.resolve('deploy/nginx/sarnia.conf.template');

/** The template with its placeholders filled in, as the nginx image's envsubst step does. */
export async function siteConfig(values: { SARNIA_LISTEN: string; SARNIA_UPSTREAM: string }) {
  const template = await readFile(siteTemplate, 'utf8');
  const filled = template.replace(/\$\{(SARNIA_\w+)\}/g, (_, name: keyof typeof values) => {
    if (!(name in values)) throw new Error(`no value for ${name} in ${siteTemplate}`);
    return values[name];
  });
  return filled;
}

// Debian's nginx names /var/lib/nginx for its temporary files; an unprivileged one keeps them here.
const mainConfig = (dir: string) => `daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr notice;
events { worker_connections 64; }
http {
    # As the nginx image's own nginx.conf logs every request, around the site file's include.
    log_format main '$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent '
                    '"$http_referer" "$http_user_agent" "$http_x_forwarded_for"';
    access_log ${dir}/access.log main;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/sarnia.conf;
}
`;

// Run as root (as in CI), nginx is started as nobody, so no part of it runs with privileges.
const NOBODY = 65534;

/**
 * Debian's nginx on loopback, in front of the site at `upstream`, with its files in a folder of its own,
 * listening on a free port (./ports) unless one is named.
 */
export async function startNginx(upstream: number, listen?: number): Promise<Server & { port: number; dir: string }> {
  listen ??= await freePort();
  await assertPortFree(listen);
  const config = await siteConfig({ SARNIA_LISTEN: `127.0.0.1:${listen}`, SARNIA_UPSTREAM: `127.0.0.1:${upstream}` });
  const server = await runNginx(config, `http://127.0.0.1:${listen}/robots.txt`);
  return { ...server, port: listen };
}

/**
 * Debian's nginx with `site` as its http {} block's site file, in a folder of its own (`dir`, to which
 * `prepare` may add files first), once `ready` answers 200.
 */
export async function runNginx(
  site: string,
  ready: string,
  prepare: (dir: string) => Promise<void> = async () => {},
): Promise<Server & { dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sarnia-nginx-'));
  await writeFile(path.join(dir, 'sarnia.conf'), site);
  await writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir));
  await prepare(dir);
  const root = process.getuid?.() === 0;
  if (root) await chownTree(dir);
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(root ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  const server = watch(child, `nginx for ${ready}`, () => rm(dir, { recursive: true, force: true }));
  await waitFor(ready, { server });
  return { ...server, dir };
}

/**
 * Resolves once every line nginx logged before this call has reached its output and its access log: its
 * processes' answers to SIGUSR1 (reopening their logs, noted at the main config's level) follow them.
 */
export async function loggedSoFar(nginx: Server): Promise<string> {
  const noted = () => nginx.output().split('reopening logs').length;
  const before = noted();
  nginx.child.kill('SIGUSR1');
  // The master's line, then its worker's, which handles the signal after the requests it served before.
  while (noted() < before + 2) await new Promise((done) => setTimeout(done, 20));
  return nginx.output();
}

async function chownTree(dir: string) {
  await chown(dir, NOBODY, NOBODY);
  for (const entry of await readdir(dir, { recursive: true })) await chown(path.join(dir, entry), NOBODY, NOBODY);
}
