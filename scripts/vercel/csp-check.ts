import { inlineScriptHashes } from '@/lib/site/csp';

// Which of a page's inline scripts a browser would refuse, given every policy that reaches the page.
// A browser enforces each policy it receives, so a script runs only if all of them allow it.

/** The sources a policy allows scripts from: script-src, or default-src where there is none. */
export function scriptSources(policy: string): string[] {
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources] as const),
  );
  return [...(directives.get('script-src') ?? directives.get('default-src') ?? [])];
}

export type Finding = { policy: string; problem: string };

/** Every policy that would block one of the page's inline scripts, or allows inline scripts wholesale. */
export function checkPage(html: string, policies: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  if (!policies.length) findings.push({ policy: '(none)', problem: 'no Content-Security-Policy reaches the page' });
  const hashes = inlineScriptHashes(html);
  for (const policy of policies) {
    const sources = scriptSources(policy);
    if (sources.some((source) => source.toLowerCase() === "'unsafe-inline'"))
      findings.push({ policy, problem: "script-src allows 'unsafe-inline'" });
    const blocked = hashes.filter((hash) => !sources.includes(hash));
    if (blocked.length)
      findings.push({ policy, problem: `blocks ${blocked.length} inline scripts: ${blocked.join(' ')}` });
  }
  return findings;
}
