import Link from 'next/link';
import { LegalPage } from '@/components/layout/legal-page';
import { pageMetadata } from '@/lib/site/metadata';
import { contact } from '@/lib/site/facts';
import { hostingPlaceIn } from '@/lib/site/hosting';
import { keptInWords, rateLimitWindows, secondsInWords } from '@/lib/site/retention';

export const metadata = pageMetadata({ locale: 'fr', page: 'cookies' });

// The cookie policy in French, authoritative in French as the English (app/(en)/(legal)/cookie-policy) is in English.
export default function PolitiqueCookiesPage() {
  const place = hostingPlaceIn('fr');
  return (
    <LegalPage locale="fr" page="cookies">
      <h2>Qu’est-ce qu’un cookie&#x202F;?</h2>
      <p>
        Les cookies sont de petits fichiers texte qu’un site web demande à votre navigateur d’enregistrer, afin de
        pouvoir reconnaître votre appareil par la suite. Des technologies similaires, comme le stockage local,
        fonctionnent de manière très proche&#x202F;; la présente politique les vise également.
      </p>

      <h2>Notre utilisation des cookies</h2>
      <p>
        Ce site ne dépose aucun cookie et n’enregistre rien dans le stockage local de votre navigateur. Nous n’utilisons
        aucun traceur de mesure d’audience, publicitaire ou de réseaux sociaux, et nous ne chargeons rien depuis
        d’autres sites&nbsp;: polices de caractères, images, vidéos et documents proviennent tous de notre propre
        domaine.
      </p>
      <p>
        L’envoi d’une demande n’entraîne pas non plus le dépôt d’un cookie, et rien n’est enregistré sur votre appareil.
        Pour protéger le formulaire contre les abus, notre serveur compte les requêtes et les demandes provenant de
        chaque adresse réseau, jamais en fonction de votre nom ou de votre adresse e-mail. Chaque décompte dure{' '}
        {secondsInWords(rateLimitWindows.clientS, 'fr')}, ou {secondsInWords(rateLimitWindows.sharedS, 'fr')} lorsque
        l’adresse ne peut pas être vérifiée, puis expire de lui-même. Les décomptes sont conservés dans{' '}
        {keptInWords.fr.sharedStore}, une base de données hébergée pour notre compte dans la même région que nos
        serveurs
        {place && `, à ${place.city} (${place.country})`}, ou dans la mémoire du serveur lorsque le site fonctionne sans
        une telle base. Ce que nous conservons de la demande elle-même, et pendant combien de temps, est précisé dans
        notre{' '}
        <Link href="/fr/politique-de-confidentialite" prefetch={false}>
          politique de confidentialité
        </Link>
        .
      </p>

      <h2>Vos choix</h2>
      <p>
        Comme nous ne déposons aucun cookie, il n’y a rien à accepter ni à refuser, et aucun bandeau à fermer. Vous
        pouvez néanmoins bloquer ou supprimer les cookies à tout moment dans les paramètres de votre navigateur&#x202F;;
        cela n’aura aucune incidence sur le fonctionnement de ce site.
      </p>

      <h2>Modifications de la présente politique</h2>
      <p>
        Si nous venions à ajouter un cookie qui n’est pas strictement nécessaire, nous mettrions d’abord à jour la
        présente politique et vous demanderions votre consentement avant de le déposer. Pour toute question&nbsp;:{' '}
        <a href={`mailto:${contact.email}`}>{contact.email}</a>.
      </p>
    </LegalPage>
  );
}
