import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { productionFiles, root, sourceFiles } from '../production-files.fixture';

// The cookie policy's promise, held in the code: nothing the site runs sets a cookie or keeps anything on
// the visitor's device, on a page or when an enquiry is sent. Read as text, as lib/architecture.test.ts
// reads imports; e2e/routes.spec.ts reads the browser's cookie jar and storage after a visit.

// Each way code could leave something on a device: a cookie from the server or the page, or browser storage.
const storing: readonly RegExp[] = [
  /\bcookies\s*\(/,
  /\.cookies\s*\.\s*set\s*\(/,
  /set-cookie/i,
  /document\s*\.\s*cookie/,
  /\bcookieStore\b/,
  /\bdraftMode\s*\(/,
  /\b(?:localStorage|sessionStorage|indexedDB)\b/,
  /\bcaches\s*\.\s*open\b/,
  /serviceWorker\s*\.\s*register/,
];

const stores = (source: string) => storing.filter((pattern) => pattern.test(source)).map(String);

test('no file the site runs sets a cookie or stores anything in the browser', () => {
  const production = [...productionFiles, ...sourceFiles('deploy'), 'scripts/start.mjs'];
  assert.ok(production.length > 150, `${production.length} files`);
  assert.ok(production.includes('lib/enquiry/server/transport/json-route.ts'));
  for (const file of production) assert.deepEqual(stores(readFileSync(path.join(root, file), 'utf8')), [], file);
});

test('the check finds each way a cookie or browser storage is set, and not the policies’ words for them', () => {
  for (const code of [
    "(await cookies()).set('lang', 'fr')",
    "response.cookies.set('seen', '1')",
    "headers.set('Set-Cookie', 'a=1')",
    "document.cookie = 'a=1'",
    "await cookieStore.set('a', '1')",
    '(await draftMode()).enable()',
    "window.localStorage.setItem('form', text)",
    "sessionStorage.setItem('form', text)",
    "indexedDB.open('sarnia')",
    "await caches.open('v1')",
    "navigator.serviceWorker.register('/sw.js')",
  ])
    assert.equal(stores(code).length, 1, code);
  assert.deepEqual(stores('This website does not set any cookies, and it stores nothing in local storage.'), []);
});
