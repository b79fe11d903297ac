import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { after, test } from 'node:test';
import nodemailer from 'nodemailer';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { parseServerEnv, type ServerEnv } from '@/lib/env';
import { simpleParser } from 'mailparser';
import { composeEnquiry, createMailer, renderMail } from '@/lib/enquiry/server/mail/mailer';
import { codeOf } from '@/lib/health/health';
import { sendBySmtp, smtpOptions, verifySmtp } from '@/lib/enquiry/server/mail/deliver';

const env = (values: Record<string, string>) => {
  const result = parseServerEnv(values);
  assert.ok(result.ok);
  return result.env as ServerEnv & { SMTP_HOST: string };
};

// Against real SMTP servers on loopback; mail/deliver.test.ts has what needs none.
const received: string[] = [];
let authAttempts = 0;
const servers: (SMTPServer | net.Server)[] = [];
after(() => servers.forEach((server) => server.close()));

async function listen(server: SMTPServer | net.Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = (server instanceof SMTPServer ? server.server.address() : server.address()) as AddressInfo;
  return address.port;
}

function mailServer(options: Partial<SMTPServerOptions> & { replyAfterMs?: number } = {}) {
  return new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      authAttempts++;
      if (auth.password === 'right') return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString());
        setTimeout(callback, options.replyAfterMs ?? 0);
      });
    },
    ...options,
  });
}

const mail = async (tag: string) =>
  renderMail(
    await composeEnquiry(
      { name: 'Ada', email: 'ada@example.com', interest: 'retailer', message: `Hello ${tag}` },
      {
        id: '00000000-0000-4000-8000-000000000000',
        from: 'Site <site@example.com>',
        to: 'ops@example.com',
        receivedAt: new Date(),
      },
    ),
  );
const send = async (port: number, tag: string, values: Record<string, string> = {}) =>
  sendBySmtp(
    await mail(tag),
    env({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_USER: 'site', SMTP_PASS: 'right', ...values }),
    {
      connectionTimeout: 3_000,
      greetingTimeout: 3_000,
      socketTimeout: 3_000,
    },
  );

test('a server that takes the message: sent, with the rendered bytes', async () => {
  const result = await send(await listen(mailServer()), 'accepted');
  assert.equal(result.ok, true);
  assert.ok(received.some((raw) => raw.includes('Hello accepted') && /^X-Enquiry-Id: 00000000-/im.test(raw)));
});

test('a reply to DATA that comes after the timeout is "may-have-arrived", not a plain failure', async () => {
  const result = await send(await listen(mailServer({ replyAfterMs: 6_000 })), 'late');
  assert.deepEqual(result.ok ? 'sent' : result.code, 'may-have-arrived');
  assert.ok(received.some((raw) => raw.includes('Hello late')));
});

test('failures before the message went out are plain failures, a refused login is "auth-failed"', async () => {
  const wrong = await send(await listen(mailServer()), 'auth', { SMTP_PASS: 'wrong' });
  assert.equal(wrong.ok ? 'sent' : wrong.code, 'auth-failed');
  const busy = mailServer({
    onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('Busy'), { responseCode: 451 })),
  });
  const rcpt = await send(await listen(busy), 'busy');
  assert.equal(rcpt.ok ? 'sent' : rcpt.code, 'delivery-failed');
  const silent = await send(await listen(net.createServer((socket) => socket.on('error', () => {}))), 'silent');
  assert.equal(silent.ok ? 'sent' : silent.code, 'delivery-failed');
  const closed = net.createServer();
  const port = await listen(closed);
  closed.close();
  const refused = await send(port, 'refused');
  assert.equal(refused.ok ? 'sent' : refused.code, 'delivery-failed');
});

test('with requireTLS, a server without STARTTLS never sees the password', async () => {
  const port = await listen(mailServer());
  const before = authAttempts;
  const options = smtpOptions(
    env({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_USER: 'site', SMTP_PASS: 'right' }),
  );
  const transport = nodemailer.createTransport({ ...options, requireTLS: true });
  await assert.rejects(transport.sendMail({ from: 'a@example.com', to: 'b@example.com', text: 'x' }), /STARTTLS/);
  assert.equal(authAttempts, before);
});

test('the health check verifies with the sending settings: it logs in, sends nothing, and says why it failed', async () => {
  const port = await listen(mailServer());
  const settings = (pass: string, at = port) =>
    env({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(at), SMTP_USER: 'site', SMTP_PASS: pass });
  const [attempts, messages] = [authAttempts, received.length];
  await verifySmtp(settings('right'));
  assert.equal(authAttempts, attempts + 1);
  assert.equal(received.length, messages);
  const wrong = await verifySmtp(settings('wrong')).catch((error: unknown) => error);
  assert.equal(codeOf(wrong), 'auth');
  const closed = net.createServer();
  const closedPort = await listen(closed);
  closed.close();
  const refused = await verifySmtp(settings('right', closedPort)).catch((error: unknown) => error);
  assert.equal(codeOf(refused), 'unreachable');
});

test('an address outside ASCII before its @: the Reply-To where the server offers SMTPUTF8, said in the text where not', async () => {
  const mailer = createMailer(env({ SMTP_HOST: '127.0.0.1', CONTACT_FROM: 'Site <site@example.com>' }));
  const enquiry = { name: 'Üna', email: 'üser@exämple.com', interest: 'retailer' as const, message: 'Hello utf8' };
  const rendered = await mailer.render(enquiry, '00000000-0000-4000-8000-000000000001');
  for (const smtpUtf8 of [true, false]) {
    const port = await listen(mailServer({ hideSMTPUTF8: !smtpUtf8 }));
    const before = received.length;
    const result = await sendBySmtp(
      rendered,
      env({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_USER: 'site', SMTP_PASS: 'right' }),
    );
    assert.equal(result.ok, true, JSON.stringify(result));
    const parsed = await simpleParser(received[before]!);
    // The local part has no ASCII form, so the address goes as typed, in UTF-8, to a server that takes it.
    if (smtpUtf8) assert.equal(parsed.replyTo?.value[0]?.address, 'üser@exämple.com');
    else {
      assert.equal(parsed.replyTo, undefined);
      assert.doesNotMatch(received[before]!.split(/\r?\n\r?\n/)[0]!, /[^\x00-\x7f]/);
      assert.match(parsed.text ?? '', /No Reply-To: the visitor’s address, üser@exämple\.com, needs a mail server/);
      assert.match(parsed.text ?? '', /Reply to Üna: write to üser@exämple\.com\./);
    }
  }
});
