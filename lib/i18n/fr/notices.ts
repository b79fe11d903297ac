import type * as en from '../en';
import type { Words } from '../words';

// The pages a visitor lands on when something is missing or broken.
export * from './error-notices';

export const notFound: Words<typeof en.notFound> = {
  title: 'Page introuvable',
  description: 'La page que vous cherchez ne se trouve pas ici.',
  code: '404',
  heading: 'Cette page s’est tarie',
  text: 'L’adresse est peut-être mal saisie, ou la page a pu être déplacée. Tout ce que nous proposons est à portée de clic.',
};
