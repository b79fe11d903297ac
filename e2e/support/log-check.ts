import { randomInt } from 'node:crypto';

// What a server printed, checked for the visitor's personal data and for the shape of its log lines.

// Lower-case letters past f: no hex id, no ISO time, no reference (upper case, four at a time) can hold ten.
const letters = 'ghjkmnpqrstvwxyz';
export const markerToken = () => Array.from({ length: 10 }, () => letters[randomInt(letters.length)]).join('');

/** An enquiry whose every personal value carries the token: the name, the address and the message. */
export const markedEnquiry = (token: string) => ({
  name: `Marker-Name-${token}`,
  email: `marker-${token}@example.com`,
  interest: 'retailer',
  message: `Marker-Message-${token}\nA second line, ${token}.`,
});

/** The forms a value may take on its way into a line: as it is, and base64 at each of its three alignments. */
function forms(value: string): string[] {
  const encoded = [0, 1, 2].map((shift) => {
    const text = Buffer.from(`${'x'.repeat(shift)}${value}`).toString('base64');
    return text.slice(shift ? 4 : 0, -4);
  });
  return [value, ...encoded.filter((text) => text.length >= 12)];
}

/**
 * Every line of the output holding a marker, by the name of the path whose enquiry it came from. The token
 * alone is enough (case aside): part of an address or of a message is still the visitor's.
 */
export function markersIn(output: string, tokens: Record<string, string>): { path: string; line: string }[] {
  const found: { path: string; line: string }[] = [];
  const marked = Object.entries(tokens).map(([path, token]) => {
    const { name, email, message } = markedEnquiry(token);
    return { path, token, values: [name, email, message].flatMap(forms) };
  });
  for (const line of output.split('\n'))
    for (const { path, token, values } of marked)
      if (line.toLowerCase().includes(token) || values.some((value) => line.includes(value)))
        found.push({ path, line });
  return found;
}

export type LogEntry = Record<string, unknown> & { level: string; time: string; event: string };

/** The output's lines that are JSON objects (they begin with "{"): each entry, or what is wrong with it. */
export function jsonLines(output: string): { entries: LogEntry[]; problems: string[] } {
  const entries: LogEntry[] = [];
  const problems: string[] = [];
  for (const line of output.split('\n').filter((text) => text.trimStart().startsWith('{'))) {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      problems.push(`not JSON: ${line}`);
      continue;
    }
    const fields = entry as Record<string, unknown>;
    const missing = ['level', 'time', 'event'].filter((name) => typeof fields?.[name] !== 'string' || !fields[name]);
    if (missing.length) problems.push(`no ${missing.join(', ')}: ${line}`);
    else entries.push(fields as LogEntry);
  }
  return { entries, problems };
}
