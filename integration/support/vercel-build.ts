import { execFileSync } from 'node:child_process';
import { copyFile, cp, lstat, mkdir, mkdtemp, readFile, readlink, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// The Vercel CLI that installs here; `vercel build` runs offline with a hand-written project file.
export const VERCEL_CLI = 'vercel@59.25.4';
const project = { projectId: 'prj_local', orgId: 'team_local', settings: { framework: 'nextjs' } };

/**
 * A clean copy of the project (the files git tracks or would track, as they are in the working tree,
 * with this checkout's node_modules linked in), built as Vercel builds it. Returns the copy's folder.
 * Without the checkout's .next/cache, which Vercel would restore from its last build: the copy is a second
 * deployment of the checkout's build, whose Server Action ids must follow from the key alone (a cache
 * could hand them down), and a test compares them.
 */
export async function vercelBuild(root: string, env: Record<string, string>): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'sarnia-vercel-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
    await copyFile(path.join(root, file), path.join(copy, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error; // deleted in the working tree, not yet in git
    });
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
  await mkdir(path.join(copy, '.vercel'));
  await writeFile(path.join(copy, '.vercel', 'project.json'), JSON.stringify(project));
  execFileSync('npx', ['--yes', VERCEL_CLI, 'build', '--yes'], {
    cwd: copy,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  return copy;
}

/** A function of `.vercel/output/functions`, laid out with the files its filePathMap names, as deployed. */
export async function deployFunction(copy: string, name: string): Promise<string> {
  const source = path.join(copy, '.vercel', 'output', 'functions', `${name}.func`);
  const config = JSON.parse(await readFile(path.join(source, '.vc-config.json'), 'utf8')) as {
    handler: string;
    filePathMap: Record<string, string>;
  };
  const target = await mkdtemp(path.join(os.tmpdir(), `sarnia-function-`));
  await cp(source, target, { recursive: true });
  for (const [inFunction, inProject] of Object.entries(config.filePathMap)) {
    const from = path.join(copy, inProject);
    const to = path.join(target, inFunction);
    await mkdir(path.dirname(to), { recursive: true });
    // Turbopack links an external package into .next/node_modules; the platform keeps such links as links,
    // so the function works only if the files they point at are listed too.
    if ((await lstat(from)).isSymbolicLink()) await symlink(await readlink(from), to);
    else await copyFile(from, to);
  }
  return path.join(target, config.handler);
}
