/** Every string of a dictionary with its path, `icon` keys left out (they are not words). */
export function strings(words: unknown, path = ''): [string, string][] {
  if (typeof words === 'string') return [[path, words]];
  if (!words || typeof words !== 'object') return [];
  return Object.entries(words).flatMap(([key, value]) =>
    key === 'icon' ? [] : strings(value, path ? `${path}.${key}` : key),
  );
}
