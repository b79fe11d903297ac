import { expect, test } from '@playwright/test';
import { validateHtml } from '../test-kit/html-validator';
import { everyPath } from '../test-kit/routes';

test('the W3C Nu HTML validator finds no errors on every route, in both languages, and the 404', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const pages: Record<string, string> = {};
  for (const route of everyPath) pages[route] = await (await request.get(route)).text();
  const { errors, unreadable } = await validateHtml(pages);
  expect(errors).toEqual([]);
  expect(unreadable).toBe(false);
});
