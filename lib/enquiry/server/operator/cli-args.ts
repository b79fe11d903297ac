import type { StoreKind } from '../store/undelivered';

export type CliArgs =
  { ok: true; command?: string; target?: string; only?: StoreKind } | { ok: false; problem: string };

const kinds: readonly StoreKind[] = ['redis', 'outbox'];

/**
 * The operators' command line: a command, its target, and `--only redis|outbox` anywhere, so a laptop
 * pointed at the production Redis can leave its own outbox folder out.
 */
export function parseCliArgs(args: readonly string[]): CliArgs {
  const positional: string[] = [];
  let only: StoreKind | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg !== '--only' && !arg.startsWith('--only=')) {
      positional.push(arg);
      continue;
    }
    const value = arg === '--only' ? args[++i] : arg.slice('--only='.length);
    const kind = kinds.find((known) => known === value);
    if (!kind) return { ok: false, problem: '--only takes "redis" or "outbox".' };
    only = kind;
  }
  const [command, target] = positional;
  return { ok: true, command, target, only };
}
