// The test run's mail server: a real SMTP server on 127.0.0.1 that requires AUTH and keeps what it receives,
// a listener that accepts connections and never greets, and a small HTTP inbox the tests read.
// Run with `node --import tsx e2e/support/smtp-server.ts`; the ports come from ./ports unless the environment names others.
import http from 'node:http';
import net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { ReceivedMail } from './inbox';
import { smtp as defaults } from './ports';

const SMTP_PORT = Number(process.env.TEST_SMTP_PORT ?? defaults.port);
const SILENT_PORT = Number(process.env.TEST_SMTP_SILENT_PORT ?? defaults.silentPort);
const INBOX_PORT = Number(process.env.TEST_SMTP_INBOX_PORT ?? defaults.inboxPort);
const USER = process.env.TEST_SMTP_USER ?? defaults.user;
const PASS = process.env.TEST_SMTP_PASS ?? defaults.pass;

const inbox: (ReceivedMail & { receivedAt: string })[] = [];

const smtp = new SMTPServer({
  // The bundled STARTTLS certificate has expired; the test exchange stays on plain loopback.
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  // No reverse DNS lookup of the loopback client: it tells the tests nothing and needs a resolver.
  disableReverseLookup: true,
  authMethods: ['PLAIN', 'LOGIN'],
  size: 1024 * 1024,
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === USER && auth.password === PASS) return callback(null, { user: auth.username });
    return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const parsed = await simpleParser(raw);
      const mailFrom = session.envelope.mailFrom;
      const replyTo = parsed.replyTo?.value[0];
      inbox.push({
        receivedAt: new Date().toISOString(),
        envelope: {
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        },
        raw,
        subject: parsed.subject ?? '',
        from: parsed.from?.text ?? '',
        to: [parsed.to ?? []]
          .flat()
          .map((address) => address.text)
          .join(', '),
        replyTo: replyTo ? { address: replyTo.address ?? '', name: replyTo.name } : null,
        text: parsed.text ?? '',
        html: parsed.html || '',
        headers: Object.fromEntries([...parsed.headers.keys()].map((key) => [key, String(parsed.headers.get(key))])),
      });
      callback();
    });
  },
});

const silent = net.createServer((socket) => {
  socket.on('error', () => {});
});

const api = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  res.setHeader('Content-Type', 'application/json');
  if (url.pathname === '/health') return res.end('{"ok":true}');
  if (url.pathname === '/messages') {
    const token = url.searchParams.get('contains');
    return res.end(
      JSON.stringify(token ? inbox.filter((mail) => mail.raw.includes(token) || mail.text.includes(token)) : inbox),
    );
  }
  res.statusCode = 404;
  res.end('{"error":"not found"}');
});

smtp.listen(SMTP_PORT, '127.0.0.1');
silent.listen(SILENT_PORT, '127.0.0.1');
api.listen(INBOX_PORT, '127.0.0.1', () =>
  console.log(`test SMTP on ${SMTP_PORT}, silent on ${SILENT_PORT}, inbox on ${INBOX_PORT}`),
);

const stop = () => {
  smtp.close();
  silent.close();
  api.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
