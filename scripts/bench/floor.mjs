// The framework's floor: the smallest App Router site (a root layout and one page of text), built
// with this project's own next, react and react-dom in a temporary folder, without the network.
// The site is measured beside it, so a slow or busy machine slows both alike.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const files = {
  'package.json': JSON.stringify({ name: 'next-floor', private: true, type: 'module' }),
  // The project's node_modules is linked in from outside the folder, so Turbopack's root spans both.
  /** @param {string} root */
  'next.config.mjs': (root) => `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`,
  'app/layout.js': `export const metadata = { title: 'Floor', description: 'A minimal Next.js App Router page.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.js': `export default function Page() {
  return (
    <main>
      <h1>An empty Next.js page</h1>
      <p>A root layout and one page of text: what every App Router site costs before its own work.</p>
    </main>
  );
}
`,
};

/** Builds the floor site and returns its folder; `remove` deletes it. */
/** @param {string} projectDir @param {NodeJS.ProcessEnv} env */
export async function buildFloor(projectDir, env) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'next-floor-'));
  await mkdir(path.join(dir, 'app'));
  const root = path.parse(dir).root;
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(dir, name), typeof content === 'function' ? content(root) : content);
  }
  await symlink(path.join(projectDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  execFileSync(process.execPath, [path.join(projectDir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
