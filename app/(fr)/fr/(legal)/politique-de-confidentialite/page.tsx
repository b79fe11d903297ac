import Link from 'next/link';
import { ControllerAddress } from '@/components/layout/controller-address';
import { LegalPage } from '@/components/layout/legal-page';
import { pageMetadata } from '@/lib/site/metadata';
import { contact, site } from '@/lib/site/facts';
import { hosting, hostingPlaceIn } from '@/lib/site/hosting';
import { erasureMarkDays, keptInWords, rateLimitWindows, secondsInWords } from '@/lib/site/retention';
import { ServerLogs } from './server-logs';
import { WhatWeKeep } from './what-we-keep';

export const metadata = pageMetadata({ locale: 'fr', page: 'privacy' });

// The privacy policy in French, authoritative in French as the English (app/(en)/(legal)/privacy-policy) is in English.
export default function PolitiqueDeConfidentialitePage() {
  const place = hostingPlaceIn('fr');
  // « fournis par Vercel et situés à Londres (Royaume-Uni) », or as much of it as the build was told.
  const servers = [
    hosting.provider && `fournis par ${hosting.provider}`,
    place && `situés à ${place.city} (${place.country})`,
  ]
    .filter(Boolean)
    .join(' et ');
  return (
    <LegalPage locale="fr" page="privacy">
      <p>
        {site.legalName} («&#x202F;{site.name}&#x202F;», «&#x202F;nous&#x202F;») est le responsable du traitement des
        données à caractère personnel décrites dans la présente politique. Nous les traitons conformément à la Data
        Protection (Bailiwick of Guernsey) Law, 2017 (loi de 2017 sur la protection des données du bailliage de
        Guernesey) et, lorsque ces textes vous sont applicables, au règlement (UE) 2016/679, dit règlement général sur
        la protection des données (RGPD), au règlement général sur la protection des données du Royaume-Uni (UK GDPR) et
        au Data Protection Act 2018 (loi britannique de 2018 sur la protection des données). Nos coordonnées&nbsp;:
      </p>
      <ControllerAddress locale="fr" />

      <h2>Données que nous collectons</h2>
      <ul>
        <li>
          <strong>Demandes.</strong> Lorsque vous utilisez notre formulaire de contact, nous recevons votre nom, votre
          adresse e-mail, le type de client que vous êtes (détaillant, distributeur, particulier ou autre) et votre
          message.
        </li>
        <li>
          <strong>Données techniques.</strong> <ServerLogs />
        </li>
        <li>
          Nous n’utilisons ni outil de mesure d’audience, ni traceur publicitaire, ni module de réseaux sociaux, et nous
          n’achetons pas de données personnelles.
        </li>
      </ul>
      <p>
        Nous communiquer ces informations est facultatif&nbsp;: aucune loi ni aucun contrat ne vous y oblige. Le
        formulaire demande votre nom, votre adresse e-mail, le type de client que vous êtes et un message parce qu’ils
        nous sont nécessaires pour vous répondre, et il n’envoie aucune demande sans eux. Si vous commandez, le contrat
        requiert vos coordonnées de livraison, sans lesquelles nous ne pouvons pas livrer. Les données techniques
        accompagnent chaque requête de votre navigateur&nbsp;: sans elles, le site ne peut pas vous être affiché.
      </p>

      <h2>Utilisation de vos données</h2>
      <ul>
        <li>
          Pour répondre à votre demande (notre intérêt légitime à répondre à ceux qui nous écrivent) et, si vous nous le
          demandez, pour établir un devis et exécuter une commande (exécution d’un contrat ou de mesures
          précontractuelles prises à votre demande).
        </li>
        <li>
          Pour protéger le site contre les abus, par exemple en limitant le nombre de demandes qu’une même connexion
          peut envoyer (notre intérêt légitime).
        </li>
        <li>
          Pour respecter nos obligations légales, fiscales et comptables lorsque vous devenez client (obligation
          légale).
        </li>
      </ul>

      <WhatWeKeep />

      <h2>Partage de vos données</h2>
      <p>
        Nous ne vendons pas vos données personnelles. Nous ne les communiquons qu’à des prestataires qui les traitent
        pour notre compte en vertu d’un contrat. Votre demande est reçue par les serveurs qui hébergent ce site
        {servers && `, ${servers}`}. Lorsque le site conserve les informations décrites ci-dessus auprès d’un
        fournisseur de base de données, celui-ci les conserve dans la même région que ces serveurs&#x202F;; lorsqu’il
        envoie ses e-mails par l’intermédiaire d’un prestataire de messagerie, c’est ce prestataire qui nous transmet la
        demande et, le cas échéant, vous en adresse l’accusé de réception. Certains de ces prestataires peuvent traiter
        des données en dehors du bailliage de Guernesey, du Royaume-Uni ou de l’Espace économique européen, par exemple
        lorsque le réseau d’un prestataire achemine votre requête depuis l’emplacement le plus proche de vous&#x202F;;
        dans ce cas, nous nous fondons sur des décisions d’adéquation ou sur des clauses contractuelles types. Nous ne
        communiquons de données aux autorités que lorsque la loi l’exige.
      </p>

      <h2>Vos droits</h2>
      <p>Dans les conditions prévues par la loi, vous avez le droit&nbsp;:</p>
      <ul>
        <li>de savoir comment nous utilisons vos données et d’en obtenir une copie&#x202F;;</li>
        <li>
          d’obtenir la rectification des données inexactes, ainsi que l’effacement de vos données ou la limitation de
          leur traitement&#x202F;;
        </li>
        <li>
          de vous opposer au traitement fondé sur notre intérêt légitime et, à tout moment, à la prospection
          commerciale&#x202F;;
        </li>
        <li>de recevoir les données que vous nous avez fournies dans un format portable.</li>
      </ul>
      <p>
        Pour exercer l’un de ces droits, écrivez-nous à <a href={`mailto:${contact.email}`}>{contact.email}</a>. Pour
        obtenir une copie de ce que nous conservons à votre sujet, ou en demander l’effacement, faites-le depuis
        l’adresse e-mail que vous avez utilisée, ou indiquez-la&nbsp;: nous retrouvons chaque enregistrement de demande,
        chaque demande non transmise ou retenue et chaque empreinte rattachés à cette adresse, puis nous vous en
        adressons une copie ou les effaçons. Nous retrouvons une adresse quelle que soit la façon dont elle a été
        saisie, comme la messagerie l’achemine&nbsp;: les majuscules n’y changent rien, ni le fait que son nom de
        domaine soit écrit dans son propre alphabet, en caractères larges ou sous la forme qu’emploient les serveurs de
        messagerie. Nous vous signalons aussi toute demande envoyée depuis une autre forme de la même boîte aux lettres
        (suivie d’un «&nbsp;+&nbsp;» et d’un mot après le nom ou, chez Gmail, avec d’autres points), et l’effaçons
        également si vous le demandez. Une fois ces données effacées, le site refait aussitôt sa propre sauvegarde, sans
        elles&#x202F;; une copie conservée par le prestataire de {keptInWords.fr.sharedStore} ne les contient plus une
        fois remplacée, un jour plus tard au plus. Nous vous répondrons dans un délai d’un mois. Vous pouvez également
        introduire une réclamation auprès de l’Office of the Data Protection Authority (ODPA), l’autorité de protection
        des données de Guernesey, ou auprès de l’autorité de protection des données du pays où vous résidez ou
        travaillez&nbsp;: au Royaume-Uni, l’Information Commissioner’s Office (ICO)&#x202F;; en France, la Commission
        nationale de l’informatique et des libertés (CNIL).
      </p>
      <p>
        L’effacement des données que ce site conserve à votre sujet ne s’étend pas à un e-mail déjà remis dans{' '}
        {keptInWords.fr.mailbox}
        &nbsp;: nous le supprimons manuellement lorsque nous répondons à votre demande. Il ne s’étend pas non plus aux
        décomptes par adresse réseau, qui sont rattachés à l’adresse réseau, et non à votre nom ou à votre adresse
        e-mail, et qui expirent d’eux-mêmes en {secondsInWords(rateLimitWindows.sharedS, 'fr')} au plus.
      </p>
      <p>
        Afin qu’un effacement reste complet, nous conservons ensuite, pendant {erasureMarkDays}&nbsp;jours, une forme
        pseudonymisée de l’adresse e-mail effacée, accompagnée de l’heure de l’effacement, puis nous la supprimons. Elle
        sert uniquement à empêcher qu’une copie d’une demande antérieure, encore en chemin vers notre base de données
        depuis l’un des serveurs du site, soit conservée.
      </p>
      <p>
        Chaque forme pseudonymisée d’une adresse e-mail ou d’un message dont parle la présente politique est un code à
        sens unique, calculé à partir de celle-ci au moyen d’une clé secrète que le site conserve à l’écart des
        enregistrements et de leurs copies. Sans cette clé, quiconque détiendrait une copie des enregistrements ne
        pourrait pas savoir si une adresse donnée nous a écrit ou a demandé l’effacement de ses données&#x202F;; avec
        elle, le site peut reconnaître une adresse qui lui est fournie&nbsp;: ces formes restent donc des données
        personnelles, conservées uniquement pour les finalités et pendant les durées indiquées ici.
      </p>

      <h2>Cookies</h2>
      <p>
        Ce site ne dépose aucun cookie et n’enregistre rien dans le stockage local de votre navigateur. Notre{' '}
        <Link href="/fr/politique-cookies" prefetch={false}>
          politique relative aux cookies
        </Link>{' '}
        en expose le détail.
      </p>

      <h2>Modifications de la présente politique</h2>
      <p>Nous pouvons mettre à jour la présente politique lorsque nos pratiques ou la loi évoluent.</p>
    </LegalPage>
  );
}
