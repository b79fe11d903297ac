// The test run's mail server: a real SMTP server on 127.0.0.1 that requires AUTH and keeps what it receives,
// a listener that accepts connections and never greets, and a small HTTP inbox the tests read.
import http from 'node:http';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const SMTP_PORT = Number(process.env.TEST_SMTP_PORT ?? 2525);
const SILENT_PORT = Number(process.env.TEST_SMTP_SILENT_PORT ?? 2526);
const INBOX_PORT = Number(process.env.TEST_SMTP_INBOX_PORT ?? 2580);
const USER = process.env.TEST_SMTP_USER ?? 'sarnia-site';
const PASS = process.env.TEST_SMTP_PASS ?? 'correct horse battery';

const inbox = [];

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
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const parsed = await simpleParser(raw);
      inbox.push({
        receivedAt: new Date().toISOString(),
        envelope: { from: session.envelope.mailFrom?.address, to: session.envelope.rcptTo.map((r) => r.address) },
        raw,
        subject: parsed.subject ?? '',
        from: parsed.from?.text ?? '',
        to: parsed.to?.text ?? '',
        replyTo: parsed.replyTo?.value?.[0] ?? null,
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
