import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readForm, typedValues } from './form-answer';

test('the posted form is read as the JSON path would receive it: text fields only', () => {
  const form = new FormData();
  form.set('name', 'Ada');
  form.set('email', 'ada@example.com');
  form.set('message', new Blob(['a file, not text']), 'note.txt');
  form.set('website', '');
  form.set('$ACTION_KEY', 'p/#enquiry-form');
  assert.deepEqual(readForm(form), { name: 'Ada', email: 'ada@example.com', website: '' });
});

test('the values shown again are the four fields as typed, the honeypot left out', () => {
  assert.deepEqual(typedValues({ name: ' Ada ', interest: 'retailer', website: 'http://spam.example' }), {
    name: ' Ada ',
    email: '',
    interest: 'retailer',
    message: '',
  });
});
