// The receipt a visitor is sent once their enquiry has reached us (issue 55), in the language of the page they
// wrote from: its reference, when it was received and the interest chosen, and no word they typed. {site},
// {reference} and {time} are filled in; the interest's label and its options are the form's own words.
export const receipt = {
  subject: 'Your enquiry to {site}, reference {reference}',
  preview: 'Your enquiry has reached us. Your reference is {reference}.',
  eyebrow: 'Enquiry received',
  heading: 'Thank you for your enquiry',
  lead: 'It has reached us safely, and we will reply to you at this address.',
  labels: { reference: 'Reference', received: 'Received' },
  received: '{time} (Guernsey time)',
  // A row in the plain-text part.
  row: '{label}: {value}',
  reply: 'Should you wish to add anything, simply reply to this email: it will come straight to us.',
  notYou: 'Not expecting this email? Someone may have entered your address by mistake: simply reply to let us know.',
  footer: 'Sent by the {site} website to the address given with this enquiry.',
};
