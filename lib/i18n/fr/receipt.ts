import type * as en from '../en';
import type { Words } from '../words';

// The receipt in French (the English, lib/i18n/en/receipt.ts, says what it holds and why).
export const receipt: Words<typeof en.receipt> = {
  subject: 'Votre demande auprès de {site}, référence {reference}',
  preview: 'Votre demande nous est bien parvenue. Votre référence\u00A0: {reference}.',
  eyebrow: 'Demande reçue',
  heading: 'Merci pour votre demande',
  lead: 'Elle nous est bien parvenue, et nous vous répondrons à cette adresse.',
  labels: { reference: 'Référence', received: 'Date de réception' },
  received: '{time}, heure de Guernesey',
  row: '{label}\u00A0: {value}',
  reply:
    'Pour compléter votre demande, il vous suffit de répondre à cet e-mail\u00A0: votre message nous parviendra directement.',
  notYou:
    'Vous n’attendiez pas cet e-mail\u202F? Quelqu’un a peut-être saisi votre adresse par erreur\u00A0: il vous suffit de nous le signaler en répondant à ce message.',
  footer: 'Envoyé par le site {site} à l’adresse indiquée avec cette demande.',
};
