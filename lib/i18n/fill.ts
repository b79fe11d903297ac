/** A language's template with its {placeholders} filled in; an unknown one is left as written. */
export const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
