import { spawn } from 'node:child_process';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
error_log stderr warn;
events { worker_connections 64; }
http {
    access_log off;
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
export async function startNginx(upstream: number, listen?: number): Promise<Server & { port: number }> {
  listen ??= await freePort();
  await assertPortFree(listen);
  const dir = await mkdtemp(path.join(tmpdir(), 'sarnia-nginx-'));
  await writeFile(
    path.join(dir, 'sarnia.conf'),
    await siteConfig({ SARNIA_LISTEN: `127.0.0.1:${listen}`, SARNIA_UPSTREAM: `127.0.0.1:${upstream}` }),
  );
  await writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir));
  const root = process.getuid?.() === 0;
  if (root) await chown(dir, NOBODY, NOBODY);
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(root ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  const server = watch(child, `nginx on ${listen}`, () => rm(dir, { recursive: true, force: true }));
  await waitFor(`http://127.0.0.1:${listen}/robots.txt`, { server });
  return { ...server, port: listen };
}
