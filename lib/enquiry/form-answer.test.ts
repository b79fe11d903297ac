import assert from 'node:assert/strict';
import { test } from 'node:test';
import { needsAuthNote, readForm, typedValues } from './form-answer';

test('the posted form is read as the JSON path would receive it: text fields only', () => {
  const form = new FormData();
  form.set('name', 'Ada');
  form.set('email', 'ada@example.com');
  form.set('message', new Blob(['a file, not text']), 'note.txt');
  form.set('leave_empty', '');
  form.set('$ACTION_KEY', 'p/#enquiry-form');
  assert.deepEqual(readForm(form), { name: 'Ada', email: 'ada@example.com', leave_empty: '' });
});

test('the values shown again are the four fields as typed, the honeypot left out', () => {
  assert.deepEqual(typedValues({ name: ' Ada ', interest: 'retailer', leave_empty: 'http://spam.example' }), {
    name: ' Ada ',
    email: '',
    interest: 'retailer',
    message: '',
  });
});

test("the authentication note: by the server's code when there is one, by the server's words otherwise", () => {
  assert.equal(needsAuthNote({ code: 'auth-failed' }), true);
  assert.equal(needsAuthNote({ code: 'delivery-failed' }), false);
  assert.equal(needsAuthNote({ code: 'uncoded', detail: 'Authentication failed: try later.' }), true);
  assert.equal(needsAuthNote({ code: 'uncoded', detail: 'Failed to send message. Please try again later.' }), false);
  // The browser's own words never ask for the note: only a server speaks of its mail server.
  assert.equal(needsAuthNote({ code: 'network', detail: 'Authentication failed' }), false);
});
