import type { FailureCode } from '@/lib/enquiry/failure';
import type { FieldErrorCode, TypedField } from '@/lib/enquiry/fields';
import { enquiryLimits } from '@/lib/enquiry/fields';

// What the enquiry form and its API say, word for word from the specification's catalogue.
export const enquiry = {
  // Each field the visitor types: a field added to typedFields fails the type check here until it has its label.
  labels: { name: 'Name', email: 'Email', interest: 'Interest', message: 'Message' } satisfies Record<
    TypedField,
    string
  >,
  formLabel: 'Enquiry',
  interestPlaceholder: 'Select your interest',
  interests: { retailer: 'Retailer', distributor: 'Distributor', individual: 'Individual buyer', other: 'Other' },
  honeypotLabel: 'Leave this field empty',
  submit: 'Send Message',
  submitting: 'Sending...',
  successTitle: 'Message sent successfully!',
  successText: "Thank you for contacting us. We'll get back to you soon.",
  // Not in the spec's catalogue: the reference was added after it (issue #20), on a line of its own.
  referenceLabel: 'Your reference:',
  backHome: 'Back to the home page',
  errorTitle: 'Error sending message:',
  invalidResponse: 'Server returned an invalid response. Please try again later.',
  genericFailure: 'Failed to send message. Please try again later.',
  // Not in the spec's catalogue (issue #55): the form posted without its script from a page an earlier
  // deployment served, given back as it was typed.
  formOutdated:
    'Please send your message again: our website was updated while you were writing, and everything you wrote is still here.',
  // The spec shows the browser's own words when the network fails; a language other than the browser's
  // says it in its own.
  networkFailure: null as string | null,
  // The page the proxy answers a form post it refuses with (form-post-guard.ts).
  refused: { title: 'Enquiry not accepted', back: 'Back to the enquiry form' },
  authNote:
    'This may be an email server configuration issue. Please try again later, or contact us directly by email at',
  fields: {
    'name-required': 'Name is required',
    'name-too-long': `Name must be ${enquiryLimits.name} characters or fewer`,
    'name-single-line': 'Name must be a single line without control characters',
    'name-characters': 'Name contains characters we cannot accept',
    'email-required': 'Email is required',
    'email-invalid': 'Please enter a valid email address',
    'email-too-long': `Email must be ${enquiryLimits.email} characters or fewer`,
    'interest-required': 'Please select your interest',
    'message-required': 'Message is required',
    'message-too-long': `Message must be ${enquiryLimits.message} characters or fewer`,
    'message-control': 'Message contains characters we cannot accept',
    'language-invalid': 'Language must be en or fr',
  } satisfies Record<FieldErrorCode, string>,
  // Each failure's words; those that end with the contact address get it from the page (lib/enquiry/failure-words.ts).
  failures: {
    'invalid-json': 'The request body is not valid JSON.',
    'not-an-object': 'The request body must be a JSON object.',
    'invalid-form': 'Your enquiry could not be read. Please send it again.',
    validation: 'Please correct the highlighted fields.',
    'too-large': 'The enquiry is too large. Please shorten your message.',
    'length-required': 'Your browser did not say how long the enquiry is. Please send it again.',
    'unsupported-type': 'Send the enquiry as JSON (Content-Type: application/json).',
    'method-not-allowed': 'Only POST is allowed here.',
    'foreign-origin': 'Enquiries can only be sent from this website.',
    'rate-limited': 'Too many enquiries from your connection. Please try again later.',
    // Refused because of others, the visitor needs another way to reach us.
    'form-busy': 'The enquiry form has taken all the enquiries it can today. Please email us at',
    'auth-failed': 'Authentication failed: our mail server rejected the website. Please try again later.',
    'delivery-failed': 'We could not deliver your message just now. Please try again later.',
    // Our mail server refused this very message: sending it again would not help.
    'message-refused': 'Our mail server would not accept your message. Please email us at',
    'not-configured': 'Enquiries cannot be delivered right now. Please email us instead.',
    'body-timeout': 'The enquiry took too long to arrive. Please try again.',
    'may-have-arrived':
      'Your message may have reached us, but our mail server did not confirm it. Please wait for our reply before sending it again, or email us at',
    'not-kept': 'We could not take your enquiry just now. Please email us at',
    unexpected: 'Something went wrong on our side. Please try again later.',
  } satisfies Record<FailureCode, string>,
};
