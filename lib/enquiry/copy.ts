// What the enquiry form and its API say, word for word from the specification's catalogue.
export const enquiryCopy = {
  labels: { name: 'Name', email: 'Email', interest: 'Interest', message: 'Message' },
  interestPlaceholder: 'Select your interest',
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
  authMarker: 'Authentication failed',
  authNote:
    'This may be an email server configuration issue. Please try again later, or contact us directly by email at',
} as const;

export const apiErrors = {
  invalidJson: 'The request body is not valid JSON.',
  notAnObject: 'The request body must be a JSON object.',
  validation: 'Please correct the highlighted fields.',
  tooLarge: 'The enquiry is too large. Please shorten your message.',
  lengthRequired: 'Your browser did not say how long the enquiry is. Please send it again.',
  unsupportedType: 'Send the enquiry as JSON (Content-Type: application/json).',
  methodNotAllowed: 'Only POST is allowed here.',
  foreignOrigin: 'Enquiries can only be sent from this website.',
  rateLimited: 'Too many enquiries from your connection. Please try again later.',
  // Ends with the contact address too: refused because of others, the visitor needs another way to reach us.
  formBusy: 'The enquiry form has taken all the enquiries it can today. Please email us at',
  authFailed: 'Authentication failed: our mail server rejected the website. Please try again later.',
  deliveryFailed: 'We could not deliver your message just now. Please try again later.',
  notConfigured: 'Enquiries cannot be delivered right now. Please email us instead.',
  bodyTimeout: 'The enquiry took too long to arrive. Please try again.',
  // These end with the contact address, added by the server, so the form's bundle does not carry the site facts.
  mayHaveArrived:
    'Your message may have reached us, but our mail server did not confirm it. Please wait for our reply before sending it again, or email us at',
  notKept: 'We could not take your enquiry just now. Please email us at',
  unexpected: 'Something went wrong on our side. Please try again later.',
} as const;
