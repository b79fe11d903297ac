import { enquiryLimits } from '@/lib/enquiry/fields';
import type * as en from '../en';
import { localeFacts } from '../locales';
import type { Words } from '../words';

// A limit as French writes a number: 5000 → "5 000".
const count = (value: number) => new Intl.NumberFormat(localeFacts.fr.numbers).format(value);

// What the enquiry form and its API say, in French (the English is the specification's catalogue).
export const enquiry: Words<typeof en.enquiry> = {
  labels: { name: 'Nom', email: 'E-mail', interest: 'Profil', message: 'Message' },
  formLabel: 'Demande de contact',
  interestPlaceholder: 'Sélectionnez votre profil',
  interests: { retailer: 'Détaillant', distributor: 'Distributeur', individual: 'Particulier', other: 'Autre' },
  honeypotLabel: 'Laissez ce champ vide',
  submit: 'Envoyer le message',
  submitting: 'Envoi en cours…',
  successTitle: 'Votre message a bien été envoyé\u202F!',
  successText: 'Merci de nous avoir contactés. Nous vous répondrons dans les meilleurs délais.',
  referenceLabel: 'Votre référence\u00A0:',
  backHome: 'Revenir à la page d’accueil',
  errorTitle: 'Échec de l’envoi du message\u00A0:',
  invalidResponse: 'Le serveur a renvoyé une réponse non valide. Veuillez réessayer plus tard.',
  genericFailure: 'L’envoi du message a échoué. Veuillez réessayer plus tard.',
  formOutdated:
    'Veuillez envoyer de nouveau votre message\u00A0: notre site a été mis à jour pendant que vous écriviez, et tout ce que vous aviez écrit est toujours là.',
  // The browser's own words are English: French says it in its own.
  networkFailure: 'Impossible de joindre notre serveur. Veuillez vérifier votre connexion Internet, puis réessayer.',
  refused: { title: 'Votre demande n’a pas pu être prise en compte', back: 'Revenir au formulaire de contact' },
  authNote:
    'Il peut s’agir d’un problème de configuration du serveur de messagerie. Veuillez réessayer plus tard ou nous écrire directement à',
  fields: {
    'name-required': 'Veuillez indiquer votre nom',
    'name-too-long': `Le nom ne doit pas dépasser ${count(enquiryLimits.name)}\u00A0caractères`,
    'name-single-line': 'Le nom doit tenir sur une seule ligne, sans caractères de contrôle',
    'name-characters': 'Le nom contient des caractères que nous ne pouvons pas accepter',
    'email-required': 'Veuillez indiquer votre adresse e-mail',
    'email-invalid': 'Veuillez saisir une adresse e-mail valide',
    'email-too-long': `L’adresse e-mail ne doit pas dépasser ${count(enquiryLimits.email)}\u00A0caractères`,
    'interest-required': 'Veuillez sélectionner votre profil',
    'message-required': 'Veuillez saisir votre message',
    'message-too-long': `Le message ne doit pas dépasser ${count(enquiryLimits.message)}\u00A0caractères`,
    'message-control': 'Le message contient des caractères que nous ne pouvons pas accepter',
    'language-invalid': 'La langue doit être «\u202Fen\u202F» ou «\u202Ffr\u202F»',
  },
  // Those that end with the contact address get it from the page, then a full stop: « … écrire à hello@…. »
  failures: {
    'invalid-json': 'Le corps de la requête n’est pas un JSON valide.',
    'not-an-object': 'Le corps de la requête doit être un objet JSON.',
    'invalid-form': 'Votre demande n’a pas pu être lue. Veuillez l’envoyer de nouveau.',
    validation: 'Veuillez corriger les champs signalés.',
    'too-large': 'Votre demande est trop volumineuse. Veuillez raccourcir votre message.',
    'length-required': 'Votre navigateur n’a pas indiqué la taille de votre demande. Veuillez l’envoyer de nouveau.',
    'unsupported-type': 'Veuillez envoyer la demande au format JSON (Content-Type: application/json).',
    'method-not-allowed': 'Seule la méthode POST est autorisée ici.',
    'foreign-origin': 'Les demandes ne peuvent être envoyées que depuis ce site.',
    'rate-limited': 'Trop de demandes ont été envoyées depuis votre connexion. Veuillez réessayer plus tard.',
    'form-busy':
      'Notre formulaire a atteint aujourd’hui le nombre maximal de demandes qu’il peut recevoir. Veuillez nous écrire directement à',
    'auth-failed':
      'Échec de l’authentification\u00A0: notre serveur de messagerie a refusé la connexion du site. Veuillez réessayer plus tard.',
    'delivery-failed': 'Nous n’avons pas pu transmettre votre message pour le moment. Veuillez réessayer plus tard.',
    'message-refused': 'Notre serveur de messagerie n’a pas accepté votre message. Veuillez nous écrire directement à',
    'not-configured':
      'Les demandes ne peuvent pas être transmises pour le moment. Veuillez plutôt nous écrire par e-mail.',
    'body-timeout': 'Votre demande a mis trop de temps à nous parvenir. Veuillez réessayer.',
    'may-have-arrived':
      'Votre message nous est peut-être parvenu, mais notre serveur de messagerie ne l’a pas confirmé. Veuillez attendre notre réponse avant de le renvoyer, ou nous écrire à',
    'not-kept': 'Nous n’avons pas pu prendre en charge votre demande pour le moment. Veuillez nous écrire à',
    unexpected: 'Une erreur s’est produite de notre côté. Veuillez réessayer plus tard.',
  },
};
