// Requests as a client on a loopback address of its own makes them: how the tests tell clients apart where the
// site (or nginx in front of it) knows a client by the address its connection comes from.
import http from 'node:http';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

type Call = {
  port: number;
  /** The loopback address the client's socket is bound to: who the client is, to nginx or to a site with no proxy. */
  from?: string;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

/** One HTTP request to 127.0.0.1 from a chosen loopback address, on a connection of its own. */
export function send({ port, from = '127.0.0.1', method = 'GET', path = '/', headers = {}, body }: Call) {
  return new Promise<Answer>((resolve, reject) => {
    const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
    const request = http.request(
      { host: '127.0.0.1', port, localAddress: from, method, path, agent: false, headers: { ...length, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A JSON enquiry to POST /api/contact. */
export const postEnquiry = (port: number, from: string, enquiry: object, headers: Record<string, string> = {}) =>
  send({
    port,
    from,
    method: 'POST',
    path: '/api/contact',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(enquiry),
  });

/** Fields as a browser without JavaScript posts them: multipart/form-data, with its boundary. */
export async function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { type: encoded.headers.get('content-type')!, body: Buffer.from(await encoded.arrayBuffer()) };
}
