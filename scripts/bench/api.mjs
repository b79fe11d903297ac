// What the route adds to one enquiry: each round posts an enquiry to /api/contact, reads back the
// message the test SMTP server received, and has nodemailer send that same message (addresses,
// subject, text and HTML) to the same server directly; the overhead is the difference of the medians.
import http from 'node:http';
import nodemailer from 'nodemailer';

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// A plain keep-alive HTTP client, so the figure is the route's time and not a heavier client's.
const agent = new http.Agent({ keepAlive: true });
/** @param {string} url @param {string} body @returns {Promise<number | undefined>} */
const post = (url, body) =>
  new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'Content-Type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
/** @param {string} token */
const enquiry = (token) => ({
  name: 'Bench Mark',
  email: 'bench@example.com',
  interest: 'retailer',
  message: `Benchmark enquiry ${token}`,
});

/**
 * @param {string} origin @param {{ host: string, port: number, user: string, pass: string }} smtp
 * @param {string} inboxOrigin @param {{ rounds?: number, warmup?: number }} [options]
 */
export async function measureApi(origin, smtp, inboxOrigin, { rounds = 80, warmup = 20 } = {}) {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    auth: { user: smtp.user, pass: smtp.pass },
  });
  const direct = [];
  const route = [];
  for (let i = 0; i < warmup + rounds; i++) {
    const token = `${Date.now()}-${i}`;
    let started = performance.now();
    const status = await post(`${origin}/api/contact`, JSON.stringify(enquiry(token)));
    if (status !== 201) throw new Error(`POST /api/contact answered ${status}`);
    const routeMs = performance.now() - started;

    const [received] = await (await fetch(`${inboxOrigin}/messages?contains=${encodeURIComponent(token)}`)).json();
    if (!received) throw new Error('the enquiry did not reach the test SMTP server');
    started = performance.now();
    await transport.sendMail({
      envelope: received.envelope,
      from: received.from,
      to: received.to,
      replyTo: received.replyTo,
      subject: received.subject,
      text: received.text,
      html: received.html,
    });
    const directMs = performance.now() - started;
    // The first rounds warm both paths (JIT, the route's first compile) and are not counted.
    if (i >= warmup) {
      route.push(routeMs);
      direct.push(directMs);
    }
  }
  agent.destroy();
  /** @param {number} value */
  const round = (value) => Math.round(value * 100) / 100;
  return {
    directMs: round(median(direct)),
    routeMs: round(median(route)),
    overheadMs: round(median(route) - median(direct)),
  };
}
