import { anchors } from '@/lib/site/routes';
import { languageField, typedFields, type EnquiryField } from '@/lib/enquiry/fields';
import { listWords } from '@/lib/i18n/list-words';
import { builtForVercel, hosting as built, hostingPlaceIn, type Hosting } from '@/lib/site/hosting';
import { clientPeriods } from '@/lib/site/facts';
import {
  clientPeriodWords,
  keptInWords,
  rateLimitWindows,
  receiptSpanS,
  retention,
  sameText,
  secondsInWords,
} from '@/lib/site/retention';

// What the record keeps of each field a visitor sends, as the English page names it (its what-we-keep.tsx).
const keptFields: Readonly<Record<EnquiryField, string>> = {
  name: 'votre nom',
  email: 'votre adresse e-mail',
  interest: 'le type de client que vous êtes',
  language: 'la langue de la page depuis laquelle vous avez écrit',
  message: 'votre message',
};

/**
 * The privacy policy's account of what the site keeps, where and for how long, in French: read from the
 * same facts the stores use as the English (app/(en)/(legal)/privacy-policy/what-we-keep.tsx), and held to
 * them by the same test.
 */
export function WhatWeKeep({ hosting = built }: { hosting?: Hosting }) {
  const place = hostingPlaceIn('fr', hosting);
  const keptIn = keptInWords.fr;
  const window = secondsInWords(rateLimitWindows.clientS, 'fr');
  return (
    <>
      <h2 id={anchors.periods}>Ce que nous conservons, où et pendant combien de temps</h2>
      {builtForVercel(hosting) ? (
        <p>
          Les informations que conserve ce site sont stockées dans {keptIn.sharedStore}, une base de données hébergée
          pour notre compte dans la même région que les serveurs du site
          {place && `, à ${place.city} (${place.country})`}.
        </p>
      ) : (
        <p>
          Les informations que conserve ce site sont stockées dans {keptIn.sharedStore}, une base de données hébergée
          pour notre compte dans la même région que les serveurs du site
          {place && `, à ${place.city} (${place.country})`}, ou, lorsque le site fonctionne sans une telle base de
          données, dans des fichiers, sur le serveur qui l’héberge. Tant que la base {keptIn.sharedStore} ne peut pas
          être jointe, ce que le site n’a pas pu y écrire est enregistré dans ces fichiers, pour les durées indiquées
          ci-dessous, puis transféré dans cette base dès qu’elle répond de nouveau.
        </p>
      )}
      <ul>
        <li>
          <strong>Votre demande.</strong> Nous conservons un enregistrement de chaque demande que vous envoyez&nbsp;: un
          identifiant, la courte référence que nous vous indiquons lors de l’envoi, l’heure à laquelle nous l’avons
          reçue, le fait que votre navigateur l’ait envoyée avec ou sans JavaScript, ce que vous avez saisi (
          {listWords(
            'fr',
            typedFields.map((field) => keptFields[field]),
          )}
          ), {keptFields[languageField]}, et le fait qu’elle ait été transmise ou non. L’enregistrement d’une demande
          transmise est supprimé au bout de {retention.deliveredDays}&nbsp;jours.
        </li>
        <li>
          <strong>Demandes non encore transmises.</strong> Une demande qui n’a pas pu nous parvenir immédiatement est
          conservée jusqu’à ce que nous la transmettions, et pendant {retention.undeliveredDays}&nbsp;jours au plus. Une
          demande que nos contrôles signalent comme potentiellement indésirable (spam) est retenue au lieu d’être
          transmise, jusqu’à ce que l’un d’entre nous l’ait lue et libérée, et pendant {retention.heldDays}&nbsp;jours
          au plus. Une demande dont notre serveur de messagerie refuse le message, en raison de son contenu, n’est pas
          renvoyée automatiquement&nbsp;: elle est conservée afin que l’un d’entre nous puisse la lire et y donner
          suite, et pendant {retention.refusedDays}&nbsp;jours au plus. Afin qu’aucune ne nous échappe, les demandes
          retenues nous sont présentées dans un récapitulatif envoyé par e-mail, qui indique pour chacune l’heure de sa
          réception, le nom, l’adresse e-mail et le type de client saisis, ainsi que le début du message (pour une
          demande refusée par notre serveur de messagerie, seulement l’heure de sa réception, le type de client, la
          langue de la page et la référence de la demande)&#x202F;; cet e-mail est conservé dans {keptIn.mailbox}, comme
          indiqué ci-dessous.
        </li>
        <li>
          <strong>Sauvegardes.</strong> Afin qu’aucune demande ne soit perdue en cas de défaillance d’un disque, une
          copie de ces enregistrements est réalisée chaque jour&nbsp;: par le site lui-même lorsqu’il les conserve dans
          des fichiers sur son serveur, ou par le prestataire de {keptIn.sharedStore} lorsqu’ils y sont conservés.
          Chaque copie remplace la précédente, qui est alors supprimée&nbsp;: un enregistrement ne demeure ainsi dans
          une copie qu’un jour au plus au-delà de la durée indiquée pour lui ci-dessus. Une copie que l’un d’entre nous
          réalise à la main, par exemple avant de transférer le site sur un autre serveur, n’est jamais remplacée&nbsp;:
          il nous appartient de la supprimer, et nous la supprimons elle aussi dans un délai d’un jour. Lorsque la base{' '}
          {keptIn.sharedStore} conserve ses données dans des fichiers sur disque, le site lui demande chaque jour de les
          réécrire et, si son prestataire le permet, un enregistrement ne demeure pas non plus dans ces fichiers plus
          d’un jour au-delà de cette durée.
        </li>
        <li>
          <strong>L’e-mail que nous recevons.</strong> Une demande transmise nous parvient sous la forme d’un e-mail,
          dans {keptIn.mailbox}. Nous l’y conservons au titre de notre correspondance commerciale pendant{' '}
          {clientPeriodWords(clientPeriods.mailboxDays, 'days', 'fr')} après notre dernier échange à son sujet, puis
          nous le supprimons&#x202F;; si vous devenez client, il est conservé avec les documents de votre commande,
          pendant {clientPeriodWords(clientPeriods.customerRecordYears, 'years', 'fr')} après celle-ci, afin de remplir
          nos obligations légales, fiscales et comptables. Cette messagerie est extérieure au site, et les durées
          indiquées ci-dessus ne s’y appliquent pas. Lorsque le site fonctionne sans serveur de messagerie, l’e-mail est
          enregistré à la place dans un fichier, dans {keptIn.mailFiles}, et ces fichiers tiennent lieu de
          messagerie&nbsp;: le site ne les supprime jamais de lui-même, aussi les supprimons-nous à la main au terme de
          la même durée.
        </li>
        <li>
          <strong>Accusé de réception.</strong> Une fois votre demande parvenue jusqu’à nous, nous pouvons adresser un
          court e-mail à l’adresse que vous avez indiquée, afin que vous sachiez qu’elle est bien arrivée et, si rien ne
          vous parvient, que l’adresse a peut-être été mal saisie (notre intérêt légitime à vous répondre)&nbsp;: il
          indique la référence de la demande, l’heure à laquelle nous l’avons reçue et le type de client que vous avez
          choisi, et rien d’autre de ce que vous avez saisi. Aucun accusé de réception n’est envoyé pour une demande
          retenue comme potentiellement indésirable, et une même boîte aux lettres n’en reçoit pas plus d’un par jour,
          quelle que soit la façon dont son adresse est écrite. Pour nous y tenir, nous conservons une forme
          pseudonymisée de cette adresse, avec l’identifiant de la demande concernée, pendant{' '}
          {secondsInWords(receiptSpanS, 'fr')} après notre première tentative d’envoi, au même endroit que les
          enregistrements ci-dessus, puis nous la supprimons dans l’heure qui suit, ou dès que vous nous demandez
          d’effacer vos données&#x202F;; le site compte les accusés de réception envoyés pendant ce temps d’après
          l’heure de leur envoi, sans aucune adresse. Nous ne conservons aucune copie de l’e-mail lui-même.
        </li>
        <li>
          <strong>Empreinte d’une demande récente.</strong> Pendant {window} après l’envoi d’une demande, nous
          conservons une empreinte à sens unique de celle-ci, qui ne permet pas d’en retrouver le contenu, rattachée à
          une forme pseudonymisée de votre adresse e-mail, afin que, si votre navigateur renvoie la même demande, nous
          la reconnaissions et ne la transmettions pas deux fois. Cette empreinte est conservée au même endroit que les
          enregistrements ci-dessus, puis supprimée dans l’heure qui suit ces {window}.
        </li>
        <li>
          <strong>Un même message envoyé depuis plusieurs adresses.</strong> Pendant{' '}
          {secondsInWords(sameText.windowS, 'fr')} après l’envoi d’une demande, nous conservons une empreinte à sens
          unique de son message, établie sans tenir compte des majuscules ni des espaces et qui ne permet pas d’en
          retrouver le contenu, rattachée à une forme pseudonymisée de votre adresse e-mail, afin que, lorsqu’un même
          message nous parvient depuis {sameText.addresses}&nbsp;adresses e-mail ou plus, comme c’est le cas des
          publicités envoyées en masse, la demande nous parvienne signalée comme telle. Cela seul ne la retient
          jamais&#8239;: elle n’est retenue jusqu’à ce que l’un d’entre nous l’ait lue que si nos autres contrôles la
          jugent, eux aussi, suspecte. Cette empreinte est conservée au même endroit que les enregistrements ci-dessus,
          puis supprimée dans l’heure qui suit ce délai.
        </li>
        <li>
          <strong>Décomptes par adresse réseau.</strong> Pour limiter les abus, nous comptons les requêtes et les
          demandes provenant de chaque adresse réseau, ainsi que du réseau dont elle fait partie (le bloc d’adresses
          qu’un fournisseur attribue à une ligne, à un serveur ou à un organisme, reconnu à la première partie de
          l’adresse), jamais en fonction de votre nom ou de votre adresse e-mail. Chaque décompte dure {window}, puis
          expire de lui-même. Les demandes provenant de chaque adresse, ainsi que de chaque réseau, sont en outre
          décomptées pendant {secondsInWords(rateLimitWindows.sharedS, 'fr')}, afin qu’aucun visiteur ni aucun réseau ne
          puisse, à lui seul, fermer le formulaire à tous les autres. Lorsque l’adresse ne peut pas être vérifiée, comme
          lorsque le site est exécuté sans serveur mandataire de confiance ni son propre programme de démarrage (qui
          ignore toute adresse qu’une requête s’attribue elle-même), ses autres requêtes sont elles aussi décomptées
          pendant {secondsInWords(rateLimitWindows.sharedS, 'fr')}. Nous comptons également les demandes que le site
          reçoit de l’ensemble des visiteurs&nbsp;: un simple nombre, qui ne contient aucune adresse et dure{' '}
          {secondsInWords(rateLimitWindows.sharedS, 'fr')}&#x202F;; lorsqu’il atteint le plafond du jour, le formulaire
          invite chaque visiteur à nous écrire plutôt par e-mail. Les décomptes sont conservés dans {keptIn.sharedStore}{' '}
          lorsque le site en dispose, sinon dans la mémoire du serveur.
        </li>
        <li>
          <strong>Journaux du serveur.</strong> Les journaux propres à notre serveur consignent l’identifiant et la
          référence de chaque demande, ce qu’il en est advenu et le temps que cela a pris. Ils ne contiennent jamais
          votre nom, votre adresse e-mail ni votre message.
        </li>
      </ul>
    </>
  );
}
