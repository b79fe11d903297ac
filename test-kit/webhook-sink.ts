import http from 'node:http';
import { freePort } from './ports';
import { baseUrl, loopback } from './test-env';

/**
 * An HTTP server on loopback standing in for a Slack or Teams incoming webhook (ALERT_WEBHOOK_URL): the
 * texts posted to it as {"text": ...}, in order.
 */
export async function webhookSink() {
  const texts: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => {
      texts.push((JSON.parse(body) as { text: string }).text);
      response.end('ok');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, loopback, resolve));
  return { url: `${baseUrl(port)}/hook`, texts, close: () => server.close() };
}
