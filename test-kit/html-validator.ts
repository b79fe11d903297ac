import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const vnu = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

// One short run: the first JIT tier alone and the serial collector take half the CPU time of Java's
// defaults, whose optimising compiler and parallel collector pay off only in a long-running process. The
// first tier's deeper frames need more stack than the 512 KB the checker asks for.
const java = ['-Xss16m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

type Message = { type: string; subType?: string; message: string; url?: string };

/**
 * The W3C Nu HTML validator (npm's vnu-jar, run by the machine's Java) on these documents, named for its
 * messages: each error as "name: message", and whether a document could not be read at all.
 */
export async function validateHtml(documents: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'sarnia-vnu-'));
  try {
    const files = await Promise.all(
      Object.entries(documents).map(async ([name, html]) => {
        const file = path.join(dir, `${name.replace(/\W/g, '') || 'home'}.html`);
        await writeFile(file, html);
        return file;
      }),
    );
    const result = await promisify(execFile)(
      'java',
      [...java, '-jar', vnu, '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    // The checker writes its JSON report to stderr.
    const { messages } = JSON.parse(result.stderr || result.stdout) as { messages: Message[] };
    const names = Object.keys(documents);
    const nameOf = (url?: string) => (url && names[files.indexOf(new URL(url).pathname)]) || url || 'the run';
    return {
      errors: messages.filter((m) => m.type === 'error').map((m) => `${nameOf(m.url)}: ${m.message}`),
      unreadable: messages.some((m) => m.type === 'non-document-error'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
