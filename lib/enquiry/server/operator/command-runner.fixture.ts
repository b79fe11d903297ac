import assert from 'node:assert/strict';
import { parseOperatorArgs } from './args';
import type { Command, OperatorServices } from './context';

/** Runs a command as the operators' CLI would, and gives back its exit code and what it printed. */
export function commandRunner(services: OperatorServices, output: { out: string[]; err: string[] }) {
  return async (command: Command, ...args: string[]) => {
    const parsed = parseOperatorArgs(['x', ...args]);
    assert.ok(parsed.ok);
    output.out.length = output.err.length = 0;
    const code = await command(parsed, services);
    return { code, out: output.out.join('\n'), err: output.err.join('\n') };
  };
}
