// The headers that `.vercel/output/config.json` (Build Output API v3) gives a request before the
// platform looks at the filesystem: every route with `headers` whose src, has and missing match.

type Condition = { type: string; key: string; value?: string };
type Route = {
  src?: string;
  headers?: Record<string, string>;
  has?: Condition[];
  missing?: Condition[];
  handle?: string;
};
export type OutputConfig = { routes?: Route[] };

const matches = (condition: Condition, headers: Headers) => {
  if (condition.type !== 'header') return false;
  const value = headers.get(condition.key);
  if (value === null) return false;
  return condition.value === undefined || new RegExp(`^(?:${condition.value})$`).test(value);
};

/** The values of one header that the config's routes set for a request, in order. */
export function routeHeaders(config: OutputConfig, pathname: string, request: Headers, name: string): string[] {
  const found: string[] = [];
  for (const route of config.routes ?? []) {
    if (route.handle) break;
    if (!route.src || !route.headers || !new RegExp(route.src).test(pathname)) continue;
    if (route.has && !route.has.every((condition) => matches(condition, request))) continue;
    if (route.missing?.some((condition) => matches(condition, request))) continue;
    for (const [key, value] of Object.entries(route.headers))
      if (key.toLowerCase() === name.toLowerCase()) found.push(value);
  }
  return found;
}
