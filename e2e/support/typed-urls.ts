import { expect, type Page } from '@playwright/test';

/** Every address the page asks for or shows, to check that nothing the visitor typed gets into one. */
export function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return () => [...urls, page.url()];
}

export function expectNothingTypedIn(urls: string[], values: { name?: string; email?: string; message?: string }) {
  const typed = [values.email, values.name, ...(values.message ?? '').split(/\s+/)].filter(
    (part): part is string => !!part && part.length > 2,
  );
  expect(typed.length).toBeGreaterThan(0);
  for (const url of urls) {
    const readable = decodeURIComponent(url.replace(/\+/g, ' '));
    for (const part of typed) expect(readable, url).not.toContain(part);
  }
}
