import type * as en from '../en';
import type { Words } from '../words';

// The pages a visitor lands on when something is missing or broken, and the skip link every page opens with.
export const skipLink: Words<typeof en.skipLink> = 'Aller au contenu principal';

export const homeLink: Words<typeof en.homeLink> = 'Revenir à la page d’accueil';

export const notFound: Words<typeof en.notFound> = {
  title: 'Page introuvable',
  description: 'La page que vous cherchez ne se trouve pas ici.',
  code: '404',
  heading: 'Cette page s’est tarie',
  text: 'L’adresse est peut-être mal saisie, ou la page a pu être déplacée. Tout ce que nous proposons est à portée de clic.',
};

export const errorNotice: Words<typeof en.errorNotice> = {
  title: 'Une erreur est survenue',
  code: 'Erreur',
  heading: 'Une erreur est survenue',
  text: 'Cette page n’a pas pu s’afficher pour le moment. Veuillez réessayer, ou repartir de la page d’accueil.',
  retry: 'Réessayer',
};
