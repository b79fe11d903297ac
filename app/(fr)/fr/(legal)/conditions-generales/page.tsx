import { ArticleRef } from '@/components/layout/article-ref';
import { ControllerAddress } from '@/components/layout/controller-address';
import { LegalBox } from '@/components/layout/legal-box';
import { LegalPage } from '@/components/layout/legal-page';
import { pageMetadata } from '@/lib/site/metadata';
import { contact, legal, site } from '@/lib/site/facts';
import { ModelForm } from './model-form';

export const metadata = pageMetadata({ locale: 'fr', page: 'terms' });

// The terms of service in French, authoritative in French as the English (app/(en)/(legal)/terms-of-service) is in
// English. No clause the Code de la consommation voids (R212-1 6° and 8°); the legal guarantees in the box and
// words of the model annexed to D211-2, with who answers for them (D211-1). The facts only the client can give
// (immatriculation, médiateur, taxes et droits) are on the launch list (docs/launch.md), not written here.
export default function ConditionsGeneralesPage() {
  const mail = <a href={`mailto:${contact.email}`}>{contact.email}</a>;
  return (
    <LegalPage locale="fr" page="terms">
      <p>
        Les présentes conditions s’appliquent à votre utilisation de ce site et aux commandes passées auprès de{' '}
        {site.legalName} («&#x202F;{site.name}&#x202F;», «&#x202F;nous&#x202F;»). Elles sont jointes à l’offre que nous
        vous adressons pour une commande, et vous les acceptez avec cette offre en y répondant pour l’accepter (Comment
        commander).
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
        toute modification de celles-ci.
      </p>

      <h2>Comment commander</h2>
      <p>
        Ce site ne comporte ni panier ni paiement en ligne&nbsp;: vous commandez en nous adressant une demande, au moyen
        du formulaire de notre page d’accueil, par e-mail ou par téléphone. Une demande ne constitue pas une commande.
        Nous y répondons par écrit en vous adressant une offre qui vous indique, avant toute commande&nbsp;:
      </p>
      <ul>
        <li>
          les produits, leur prix, les frais de livraison, les taxes et droits éventuellement applicables à une
          livraison chez vous, et le prix total à payer&#x202F;;
        </li>
        <li>les modalités et la date du paiement, ainsi que les délais et modalités de livraison&#x202F;;</li>
        <li>l’immatriculation de notre société et notre adresse&#x202F;;</li>
        <li>
          si vous achetez en tant que consommateur, votre droit de rétractation et le modèle de formulaire que vous
          pouvez utiliser pour l’exercer (reproduit aussi à la fin des présentes conditions), la garantie légale de
          conformité et le médiateur de la consommation auquel vous pouvez recourir&#x202F;;
        </li>
        <li>
          les présentes conditions, jointes à l’offre&nbsp;: en répondant pour accepter l’offre, vous les acceptez
          également.
        </li>
      </ul>
      <p>
        Le contrat est formé dès que vous acceptez notre offre en y répondant&#x202F;; nous confirmons ensuite votre
        commande par écrit, par e-mail ou par courrier. Les prix affichés sur ce site sont indiqués en livres
        sterling&#x202F;; l’offre indique le prix que vous payez. Les produits sont proposés sous réserve de
        disponibilité.
      </p>

      <h2>Refus et annulation d’une commande</h2>
      <p>
        Nous ne refusons une commande que pour l’un des motifs suivants, que nous vous indiquons&nbsp;: les produits ne
        sont pas disponibles, nous ne livrons pas à l’adresse indiquée, ou la personne qui commande a moins de{' '}
        {legal.minimumOrderAge}&nbsp;ans. Une fois votre commande confirmée, nous ne pouvons l’annuler que si les
        produits ne peuvent plus vous être fournis ou livrés pour des raisons indépendantes de notre volonté, ou si
        l’adresse de livraison que vous avez indiquée est erronée et que vous ne l’avez pas corrigée à notre demande.
        Nous vous en informons alors sans délai et vous remboursons l’intégralité des sommes versées pour la commande
        dans un délai de 14&nbsp;jours.
      </p>

      <h2>Droit de rétractation</h2>
      <p>
        Si vous achetez en tant que consommateur, vous disposez d’un délai de 14&nbsp;jours pour vous rétracter du
        contrat, sans avoir à motiver votre décision. Ce délai court à compter du jour où vous prenez physiquement
        possession des produits, vous-même ou un tiers que vous avez désigné, autre que le transporteur (pour une
        commande livrée en plusieurs fois, à compter de la réception du dernier lot). Pour exercer ce droit,
        informez-nous de votre décision avant l’expiration de ce délai par une déclaration dénuée d’ambiguïté&nbsp;: un
        e-mail à {mail}, un courrier à notre adresse ou le modèle de formulaire de rétractation reproduit à la fin des
        présentes conditions, également joint à notre offre. Renvoyez-nous les produits, ou remettez-les-nous, dans les
        14&nbsp;jours suivant cette information&#x202F;; l’offre précise qui supporte les frais directs de leur renvoi.
        Nous vous remboursons la totalité des sommes versées pour la commande, frais de livraison standard compris, dans
        les 14&nbsp;jours suivant la réception de votre décision, par le moyen de paiement que vous avez
        utilisé&#x202F;; nous pouvons différer ce remboursement jusqu’à la récupération des produits ou jusqu’à ce que
        vous ayez fourni une preuve de leur expédition. Votre responsabilité n’est engagée qu’en cas de dépréciation des
        produits résultant de manipulations autres que celles nécessaires pour établir leur nature, leurs
        caractéristiques et leur bon fonctionnement.
      </p>

      <h2>Garanties légales</h2>
      <p>
        Si vous achetez en tant que consommateur, vous bénéficiez des garanties légales décrites ci-dessous, qu’aucune
        disposition des présentes conditions ne limite. Le vendeur qui en répond est&nbsp;:
      </p>
      <ControllerAddress locale="fr" />
      <LegalBox>
        <p>
          Le consommateur dispose d’un délai de deux ans à compter de la délivrance du bien pour obtenir la mise en
          œuvre de la garantie légale de conformité en cas d’apparition d’un défaut de conformité. Durant ce délai, le
          consommateur n’est tenu d’établir que l’existence du défaut de conformité et non la date d’apparition de
          celui-ci.
        </p>
        <p>
          Lorsque le contrat de vente du bien prévoit la fourniture d’un contenu numérique ou d’un service numérique de
          manière continue pendant une durée supérieure à deux ans, la garantie légale est applicable à ce contenu
          numérique ou ce service numérique tout au long de la période de fourniture prévue. Durant ce délai, le
          consommateur n’est tenu d’établir que l’existence du défaut de conformité affectant le contenu numérique ou le
          service numérique et non la date d’apparition de celui-ci.
        </p>
        <p>
          La garantie légale de conformité emporte obligation pour le professionnel, le cas échéant, de fournir toutes
          les mises à jour nécessaires au maintien de la conformité du bien.
        </p>
        <p>
          La garantie légale de conformité donne au consommateur droit à la réparation ou au remplacement du bien dans
          un délai de trente jours suivant sa demande, sans frais et sans inconvénient majeur pour lui.
        </p>
        <p>
          Si le bien est réparé dans le cadre de la garantie légale de conformité, le consommateur bénéficie d’une
          extension de six mois de la garantie initiale.
        </p>
        <p>
          Si le consommateur demande la réparation du bien, mais que le vendeur impose le remplacement, la garantie
          légale de conformité est renouvelée pour une période de deux ans à compter de la date de remplacement du bien.
        </p>
        <p>
          Le consommateur peut obtenir une réduction du prix d’achat en conservant le bien ou mettre fin au contrat en
          se faisant rembourser intégralement contre restitution du bien, si&nbsp;:
        </p>
        <ul>
          <li>1° Le professionnel refuse de réparer ou de remplacer le bien&#x202F;;</li>
          <li>2° La réparation ou le remplacement du bien intervient après un délai de trente jours&#x202F;;</li>
          <li>
            3° La réparation ou le remplacement du bien occasionne un inconvénient majeur pour le consommateur,
            notamment lorsque le consommateur supporte définitivement les frais de reprise ou d’enlèvement du bien non
            conforme, ou s’il supporte les frais d’installation du bien réparé ou de remplacement&#x202F;;
          </li>
          <li>
            4° La non-conformité du bien persiste en dépit de la tentative de mise en conformité du vendeur restée
            infructueuse.
          </li>
        </ul>
        <p>
          Le consommateur a également droit à une réduction du prix du bien ou à la résolution du contrat lorsque le
          défaut de conformité est si grave qu’il justifie que la réduction du prix ou la résolution du contrat soit
          immédiate. Le consommateur n’est alors pas tenu de demander la réparation ou le remplacement du bien au
          préalable.
        </p>
        <p>Le consommateur n’a pas droit à la résolution de la vente si le défaut de conformité est mineur.</p>
        <p>
          Toute période d’immobilisation du bien en vue de sa réparation ou de son remplacement suspend la garantie qui
          restait à courir jusqu’à la délivrance du bien remis en état.
        </p>
        <p>
          Les droits mentionnés ci-dessus résultent de l’application des articles <ArticleRef>L.&nbsp;217-1</ArticleRef>{' '}
          à <ArticleRef>L.&nbsp;217-32</ArticleRef> du Code de la consommation.
        </p>
        <p>
          Le vendeur qui fait obstacle de mauvaise foi à la mise en œuvre de la garantie légale de conformité encourt
          une amende civile d’un montant maximal de 300&nbsp;000&nbsp;euros, qui peut être porté jusqu’à 10&nbsp;% du
          chiffre d’affaires moyen annuel (article <ArticleRef>L.&nbsp;241-5</ArticleRef> du Code de la consommation).
        </p>
        <p>
          Le consommateur bénéficie également de la garantie légale des vices cachés en application des articles 1641 à
          1649 du Code civil, pendant une durée de deux ans à compter de la découverte du défaut. Cette garantie donne
          droit à une réduction de prix si le bien est conservé ou à un remboursement intégral contre restitution du
          bien.
        </p>
      </LegalBox>

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
        Nous veillons à l’exactitude et à la disponibilité de ce site, sans pouvoir garantir qu’il sera toujours exempt
        d’interruptions ou d’erreurs.
      </p>
      <p>
        Si vous achetez en tant que consommateur, nous répondons envers vous, dans les conditions prévues par la loi,
        des dommages que vous cause un manquement à nos obligations. Aucune disposition des présentes conditions
        n’exclut ni ne limite notre responsabilité en cas de décès ou de dommage corporel causé par notre négligence, en
        cas de fraude, au titre de la garantie légale de conformité ou de la garantie des vices cachés, ni dans tout
        autre cas où la loi ne permet pas de l’exclure ou de la limiter, et aucune ne porte atteinte aux droits que vous
        tenez de la loi en tant que consommateur.
      </p>
      <p>
        Si vous commandez pour les besoins de votre activité professionnelle, et dans la mesure permise par la loi, nous
        ne répondons pas des pertes de bénéfices, d’activité ou de données ni des préjudices indirects, et notre
        responsabilité au titre d’une commande est limitée à son prix.
      </p>

      <h2>Litiges</h2>
      <p>
        En cas de difficulté, écrivez-nous d’abord à {mail}. Si vous achetez en tant que consommateur et qu’un litige
        entre nous n’a pas pu être réglé, vous pouvez le soumettre gratuitement à un médiateur de la consommation, dont
        le nom et les coordonnées vous sont communiqués avec notre offre. Les présentes conditions sont régies par le
        droit de l’île de Guernesey&#x202F;; si vous commandez en tant que consommateur, vous conservez la protection
        que vous assurent les dispositions impératives de la loi du pays où vous résidez. Les présentes conditions
        existent également en anglais&#x202F;; chacune des deux versions fait foi dans sa langue et, si elles divergent,
        l’interprétation la plus favorable au consommateur prévaut.
      </p>

      <h2>Modifications des présentes conditions</h2>
      <p>
        Nous pouvons modifier les présentes conditions de temps à autre. La version jointe à notre offre s’applique à
        cette commande. Pour toute question&nbsp;: {mail}.
      </p>

      <ModelForm />
    </LegalPage>
  );
}
