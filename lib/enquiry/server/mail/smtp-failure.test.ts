import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refusalCodes, smtpRefusal, type SmtpError } from './smtp-failure';

// nodemailer's errors as it writes them (smtp-connection): the code, the command that failed, the answer.
const at = (code: string, command: string, response: string): SmtpError => ({
  code,
  command,
  response,
  responseCode: Number(response.slice(0, 3)),
});

test('a 5xx at the end of DATA is this message refused, unless it refuses our login or our sender', () => {
  assert.equal(smtpRefusal(at('EMESSAGE', 'DATA', '554 5.7.1 Message rejected: virus found')), 'message');
  assert.equal(smtpRefusal(at('EMESSAGE', 'DATA', '552 5.3.4 Message too big')), 'message');
  assert.equal(smtpRefusal(at('EMESSAGE', 'DATA', '554 Transaction failed')), 'message');
  // A wrong CONTACT_FROM, or a login the server no longer takes: every message will meet it.
  for (const response of [
    '550 5.7.26 Unauthenticated email is not accepted due to domain\u2019s DMARC policy',
    '550 5.7.23 SPF validation failed',
    '550 5.7.25 Reverse DNS validation failed',
    '550 5.7.27 Sender address has null MX',
    '535 5.7.8 Authentication credentials invalid',
  ])
    assert.equal(smtpRefusal(at('EMESSAGE', 'DATA', response)), 'permanent', response);
});

test('before the message was sent, or for good at any other step, it is the server refusing us; a 4xx passes', () => {
  assert.equal(smtpRefusal(at('EENVELOPE', 'DATA', '554 5.5.1 No valid recipients')), 'permanent');
  assert.equal(smtpRefusal(at('EENVELOPE', 'MAIL FROM', '553 5.7.1 Sender not allowed')), 'permanent');
  assert.equal(smtpRefusal(at('EENVELOPE', 'RCPT TO', '550 5.7.1 Relaying denied')), 'permanent');
  assert.equal(smtpRefusal(at('EAUTH', 'AUTH PLAIN', '535 Invalid login')), 'permanent');
  assert.equal(smtpRefusal(at('EMESSAGE', 'DATA', '451 4.7.1 Try again later')), 'transient');
  assert.equal(smtpRefusal({ code: 'ECONNECTION', command: 'CONN' }), 'transient');
  assert.equal(smtpRefusal({ code: 'ETIMEDOUT' }), 'transient');
});

test('a refusal is recorded by the server’s codes alone, never its words', () => {
  assert.equal(refusalCodes(at('EMESSAGE', 'DATA', '554 5.7.1 Message rejected: X5O!P%@AP')), 'SMTP 554 5.7.1');
  assert.equal(refusalCodes(at('EMESSAGE', 'DATA', '554-5.6.7 SMTPUTF8 is required')), 'SMTP 554 5.6.7');
  assert.equal(refusalCodes(at('EMESSAGE', 'DATA', '554 Transaction failed')), 'SMTP 554');
});
