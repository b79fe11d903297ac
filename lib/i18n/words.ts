import type { CardIcon } from './en/home';

/**
 * The shape of a language's words, taken from the English: every string may differ, every key and every
 * list's length must be the same, so a missing translation fails `npm run typecheck`. Keys named `icon`
 * are not words but pictures: a language draws any card icon (the French pages draw none that states
 * recycled content, lib/i18n/fr/home.ts).
 */
export type Words<T> = T extends string
  ? string
  : T extends null
    ? null
    : { readonly [K in keyof T]: K extends 'icon' ? CardIcon : Words<T[K]> };
