import { LegalPage } from '@/components/layout/legal-page';
import { pageMetadata } from '@/lib/site/metadata';
import { contact, legal, site } from '@/lib/site/facts';

export const metadata = pageMetadata({ locale: 'fr', page: 'terms' });

// The terms of service in French, authoritative in French as the English (app/(en)/(legal)/terms-of-service) is in English.
export default function ConditionsGeneralesPage() {
  return (
    <LegalPage locale="fr" page="terms">
      <p>
        Les présentes conditions s’appliquent à votre utilisation de ce site et aux commandes passées auprès de{' '}
        {site.legalName} («&#x202F;{site.name}&#x202F;», «&#x202F;nous&#x202F;»). En utilisant le site ou en passant
        commande, vous les acceptez.
      </p>

      <h2>Conditions requises pour passer commande</h2>
      <p>
        Vous devez avoir au moins {legal.minimumOrderAge}&nbsp;ans pour passer commande auprès de nous. En commandant,
        vous confirmez avoir {legal.minimumOrderAge}&nbsp;ans ou plus et disposer de la capacité juridique de vous
        engager contractuellement. Les clients professionnels confirment être habilités à commander au nom et pour le
        compte de leur entreprise.
      </p>

      <h2>Exactitude des informations</h2>
      <p>
        Vous vous engagez à nous fournir, dans vos demandes et vos commandes, des informations exactes, à jour et
        complètes, notamment votre nom, vos coordonnées et votre adresse de livraison, et à nous signaler sans délai
        toute modification de celles-ci. Nous pouvons refuser ou annuler une commande passée sur la base d’informations
        que nous ne sommes pas en mesure de vérifier.
      </p>

      <h2>Commandes et prix</h2>
      <p>
        Les prix sont indiqués en livres sterling, toutes taxes applicables comprises. Une demande envoyée par
        l’intermédiaire de ce site ne constitue pas une commande&#x202F;; le contrat n’est formé qu’au moment où nous
        confirmons votre commande par écrit. Les produits sont proposés sous réserve de disponibilité.
      </p>

      <h2>Propriété intellectuelle</h2>
      <p>
        Le nom {site.name}, le logo, les dessins de la bouteille et de l’étiquette, les photographies, la vidéo, les
        textes ainsi que la conception graphique de ce site appartiennent à {site.legalName} ou à ses concédants de
        licence et sont protégés par le droit de la propriété intellectuelle. Vous pouvez consulter et imprimer les
        pages pour votre usage personnel et non commercial&#x202F;; toute autre reproduction, adaptation ou utilisation
        nécessite notre accord écrit.
      </p>

      <h2>Limitation de responsabilité</h2>
      <p>
        Nous veillons à l’exactitude et à la disponibilité de ce site, mais nous le fournissons «&#x202F;en
        l’état&#x202F;» et ne garantissons pas qu’il sera toujours exempt d’interruptions ou d’erreurs. Dans la mesure
        permise par la loi, nous ne saurions être tenus responsables des préjudices indirects ou consécutifs, ni des
        pertes de bénéfices, d’activité ou de données, résultant de votre utilisation du site. Notre responsabilité
        globale au titre d’une commande est limitée au prix que vous avez payé pour celle-ci. Aucune disposition des
        présentes conditions ne limite la responsabilité en cas de décès ou de dommage corporel résultant d’une
        négligence, en cas de fraude, ni pour toute autre responsabilité que la loi ne permet pas de limiter, et aucune
        ne porte atteinte aux droits que vous tenez de la loi en tant que consommateur.
      </p>

      <h2>Modifications des présentes conditions</h2>
      <p>
        Nous pouvons modifier les présentes conditions de temps à autre. La version en vigueur au moment où vous passez
        commande s’applique à cette commande&#x202F;; la date d’entrée en vigueur indiquée ci-dessus est celle de la
        dernière modification des conditions. Les présentes conditions sont régies par le droit de l’île de
        Guernesey&#x202F;; si vous commandez en tant que consommateur, vous conservez la protection que vous assurent
        les dispositions impératives de la loi du pays où vous résidez. Pour toute question&nbsp;:{' '}
        <a href={`mailto:${contact.email}`}>{contact.email}</a>.
      </p>
    </LegalPage>
  );
}
