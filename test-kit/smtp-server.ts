// The test run's mail servers, all real SMTP on 127.0.0.1: one that requires AUTH and keeps what it
// receives, a listener that accepts connections and never greets, one listener per other fault a
// provider can have (drops the connection in the middle of DATA, answers 4xx to RCPT, confirms a
// message only after the client gave up, answers every step a second late, refuses at the end of DATA as
// a strict relay does), and a small HTTP inbox the tests read.
// Run with `node --import tsx test-kit/smtp-server.ts`; the ports come from ./test-env, which reads the
// ones its starter named (smtpServerEnv). The fault listeners open only where the environment names their port.
import http from 'node:http';
import net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server';
import type { ReceivedMail } from './inbox';
import { smtpLogin, smtpServerSettings, strictRelay } from './test-env';

const { port: SMTP_PORT, silentPort: SILENT_PORT, inboxPort: INBOX_PORT, lateMs: LATE_MS } = smtpServerSettings;
const { dropPort: DROP_PORT = 0, busyPort: BUSY_PORT = 0, latePort: LATE_PORT = 0 } = smtpServerSettings;
const { slowPort: SLOW_PORT = 0, strictPort: STRICT_PORT = 0 } = smtpServerSettings;
// How late the slow listener passes on each of the good one's answers: a relay far away on a bad day.
const SLOW_MS = 1_000;
const { user: USER, pass: PASS } = smtpLogin;

const inbox: (ReceivedMail & { receivedAt: string; listener: string })[] = [];

async function keep(raw: string, session: SMTPServerSession, listener: string) {
  const parsed = await simpleParser(raw);
  const mailFrom = session.envelope.mailFrom;
  const replyTo = parsed.replyTo?.value[0];
  inbox.push({
    receivedAt: new Date().toISOString(),
    listener,
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
}

type Fault = { onRcptTo?: SMTPServerOptions['onRcptTo']; data?: 'keep' | 'drop' | 'late' | 'strict' };

// What a strict relay, which offers no SMTPUTF8, refuses at the end of DATA, in its own words: a message
// whose headers are not ASCII, one its antivirus filter catches, and one whose sender's domain fails DMARC.
function strictAnswer(raw: string): Error | undefined {
  const refuse = (responseCode: number, text: string) => Object.assign(new Error(text), { responseCode });
  const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
  if (/[^\x00-\x7f]/.test(headers)) return refuse(554, '5.6.7 SMTPUTF8 is required, but was not offered');
  if (raw.includes(strictRelay.antivirus)) return refuse(554, '5.7.1 Message rejected: a virus was found');
  if (new RegExp(`^From:.*@${strictRelay.unalignedDomain}`, 'mi').test(headers))
    return refuse(550, "5.7.26 Unauthenticated email is not accepted due to the sender domain's DMARC policy");
  return undefined;
}

function mailServer(listener: string, { onRcptTo, data = 'keep' }: Fault = {}) {
  const sockets = new Map<number, net.Socket>();
  const strict = data === 'strict';
  const server = new SMTPServer({
    // The strict relay writes its own enhanced codes, and offers no SMTPUTF8.
    hideENHANCEDSTATUSCODES: strict,
    hideSMTPUTF8: strict,
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
    onRcptTo: onRcptTo ?? ((_address, _session, callback) => callback()),
    onData(stream, session, callback) {
      if (data === 'drop') {
        // Cut the line as soon as the message starts to arrive: no reply to DATA ever comes.
        stream.once('data', () => sockets.get(session.remotePort)?.destroy());
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const refused = strict ? strictAnswer(raw) : undefined;
        if (refused) return callback(refused);
        await keep(raw, session, listener);
        if (data === 'late') setTimeout(() => callback(), LATE_MS);
        else callback();
      });
    },
  });
  // smtp-server does not hand its sockets to onData; the drop fault finds them by the client's port.
  const netServer = (server as unknown as { server: net.Server }).server;
  netServer.on('connection', (socket: net.Socket) => {
    const port = socket.remotePort ?? 0;
    sockets.set(port, socket);
    socket.on('close', () => sockets.delete(port));
  });
  return { server, listening: () => netServer.listening };
}

const good = mailServer('good');
const faults = [
  { port: DROP_PORT, ...mailServer('drop', { data: 'drop' }) },
  { port: LATE_PORT, ...mailServer('late', { data: 'late' }) },
  { port: STRICT_PORT, ...mailServer('strict', { data: 'strict' }) },
  {
    port: BUSY_PORT,
    ...mailServer('busy', {
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })),
    }),
  },
];

const silent = net.createServer((socket) => {
  socket.on('error', () => {});
});

// The good listener behind a relay that holds each of its answers SLOW_MS: the greeting, EHLO, AUTH, each
// step of a send. The client's words pass at once.
const slow = net.createServer((client) => {
  const server = net.connect(SMTP_PORT, '127.0.0.1');
  client.pipe(server);
  server.on('data', (chunk: Buffer) => setTimeout(() => client.writable && client.write(chunk), SLOW_MS));
  server.on('end', () => setTimeout(() => client.end(), SLOW_MS));
  for (const socket of [client, server]) socket.on('error', () => [client, server].forEach((one) => one.destroy()));
});

// GET /messages?contains=X: the mails whose source or text contains X.
// GET /tokens?prefix=P: how many mails carry each distinct word starting with P (for the load bench).
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
  if (url.pathname === '/tokens') {
    const prefix = (url.searchParams.get('prefix') ?? '').replace(/[^\w-]/g, '');
    const pattern = new RegExp(`${prefix}[\\w-]+`, 'g');
    const counts: Record<string, number> = {};
    for (const mail of inbox)
      for (const found of new Set(mail.text.match(pattern) ?? [])) counts[found] = (counts[found] ?? 0) + 1;
    return res.end(JSON.stringify(counts));
  }
  res.statusCode = 404;
  res.end('{"error":"not found"}');
});

good.server.listen(SMTP_PORT, '127.0.0.1');
for (const fault of faults) if (fault.port) fault.server.listen(fault.port, '127.0.0.1');
silent.listen(SILENT_PORT, '127.0.0.1');
if (SLOW_PORT) slow.listen(SLOW_PORT, '127.0.0.1');
api.listen(INBOX_PORT, '127.0.0.1', () =>
  console.log(
    `test SMTP on ${SMTP_PORT}, silent on ${SILENT_PORT}, faults on ${faults.map((fault) => fault.port).join(', ')}, inbox on ${INBOX_PORT}`,
  ),
);

const stop = () => {
  good.server.close();
  for (const fault of faults) if (fault.listening()) fault.server.close();
  silent.close();
  if (slow.listening) slow.close();
  api.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
