import { expect, type Page } from '@playwright/test';

// The page that replaces a root layout that failed (app/global-error.tsx) is only ever drawn by the browser,
// over the page it replaces: Next serves no page of it. A test serves the home page with the RSC row that
// holds its root layout's document (`<html>`) made an error row, so the layout fails as the page hydrates,
// as a layout that throws in the browser does. The changed inline script needs the page's CSP set aside
// (`bypassCSP`). Returns what tells the scripts the served page itself names.
export async function failRootLayout(page: Page): Promise<() => string[]> {
  let named: string[] = [];
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const failing = body.replace(
      /(\\n|\[1,")([0-9a-f]+):\[\\"\$\\",\\"html\\"/,
      '$1$2:E{\\"digest\\":\\"test\\"}\\nffff:[\\"$\\",\\"html\\"',
    );
    expect(failing, 'the root layout row').not.toBe(body);
    named = [...body.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src!);
    await route.fulfill({ response, body: failing });
  });
  return () => named;
}
