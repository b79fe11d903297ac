/**
 * The shape of a language's words, taken from the English: every string may differ, every key and every
 * list's length must be the same, so a missing translation fails `npm run typecheck`. Keys named `icon`
 * are not words: they keep their type.
 */
export type Words<T> = T extends string
  ? string
  : T extends null
    ? null
    : { readonly [K in keyof T]: K extends 'icon' ? T[K] : Words<T[K]> };
