// What the route adds to one enquiry: the same message sent straight to the test SMTP server with
// nodemailer, and through POST /api/contact, one after another; the difference of the medians.
import nodemailer from 'nodemailer';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const enquiry = (i) => ({ name: 'Bench Mark', email: 'bench@example.com', interest: 'retailer', message: `Benchmark enquiry ${i}` });

export async function measureApi(origin, smtp, rounds = 40) {
  const transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, auth: { user: smtp.user, pass: smtp.pass } });
  const direct = [];
  const route = [];
  for (let i = 0; i < rounds; i++) {
    let started = performance.now();
    await transport.sendMail({ from: 'website@sarnia-water.example', to: 'operators@sarnia-water.example', subject: 'Bench', text: enquiry(i).message, html: `<p>${enquiry(i).message}</p>` });
    direct.push(performance.now() - started);
    started = performance.now();
    const response = await fetch(`${origin}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(enquiry(i)) });
    if (response.status !== 201) throw new Error(`POST /api/contact answered ${response.status}`);
    route.push(performance.now() - started);
  }
  const round = (value) => Math.round(value * 100) / 100;
  return { directMs: round(median(direct)), routeMs: round(median(route)), overheadMs: round(median(route) - median(direct)) };
}
