// What a first visit to one page transfers, by type, with the cache empty: shared by the budget test and the benchmark.
// Bytes are compressed body bytes as they cross the network (gzip for text), headers left out.
const TYPES = { document: 'html', script: 'js', stylesheet: 'css', font: 'font', image: 'image', media: 'media' };

export async function weighPage(browser, url, { viewport = { width: 390, height: 844 }, settleMs = 1500 } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, { url: response.url, type: TYPES[type.toLowerCase()] ?? 'other', bytes: 0, status: response.status });
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes += encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(settleMs);
  await context.close();
  const totals = { html: 0, js: 0, css: 0, font: 0, image: 0, media: 0, other: 0, total: 0 };
  const counts = { html: 0, js: 0, css: 0, font: 0, image: 0, media: 0, other: 0, total: 0 };
  const entries = [...requests.values()].filter((entry) => !entry.url.startsWith('data:'));
  for (const entry of entries) {
    totals[entry.type] += entry.bytes;
    totals.total += entry.bytes;
    counts[entry.type] += 1;
    counts.total += 1;
  }
  return { totals, counts, entries };
}
