import type * as en from '../en';
import type { Words } from '../words';

// What an error page says, and the skip link every page opens with.
export const skipLink: Words<typeof en.skipLink> = 'Aller au contenu principal';

export const homeLink: Words<typeof en.homeLink> = 'Revenir à la page d’accueil';

export const errorNotice: Words<typeof en.errorNotice> = {
  title: 'Une erreur est survenue',
  code: 'Erreur',
  heading: 'Une erreur est survenue',
  text: 'Cette page n’a pas pu s’afficher pour le moment. Veuillez réessayer, ou repartir de la page d’accueil.',
  retry: 'Réessayer',
};
