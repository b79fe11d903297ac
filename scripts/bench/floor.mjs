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

// The interaction bench's reference (issue 62): the least a tap can cost on this framework, one button that
// shows and hides one panel through React state, on a page of its own.
const disclosure = {
  'app/disclosure/page.js': `import { Disclosure } from './disclosure';

export default function Page() {
  return (
    <main>
      <h1>An empty Next.js page with a disclosure</h1>
      <Disclosure />
    </main>
  );
}
`,
  'app/disclosure/disclosure.js': `'use client';

import { useState } from 'react';

export function Disclosure() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls="panel" onClick={() => setOpen(!open)}>
        Details
      </button>
      <div id="panel" hidden={!open}>
        <p>One panel of text, shown and hidden by the button above.</p>
      </div>
    </div>
  );
}
`,
};

/** Builds the floor site and returns its folder; `remove` deletes it. */
/** @param {string} projectDir @param {NodeJS.ProcessEnv} env @param {{ disclosure?: boolean }} [options] */
export async function buildFloor(projectDir, env, options = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'next-floor-'));
  await mkdir(path.join(dir, 'app', 'disclosure'), { recursive: true });
  const root = path.parse(dir).root;
  for (const [name, content] of Object.entries({ ...files, ...(options.disclosure ? disclosure : {}) })) {
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
