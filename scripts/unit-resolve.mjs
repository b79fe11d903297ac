// Module resolve hook for the unit tests; see unit-env.mjs.
/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== 'server-only') return nextResolve(specifier, context);
  const { url } = await nextResolve(specifier, context);
  return { url: new URL('./empty.js', url).href, shortCircuit: true };
}
