import { traderDetails } from '@/app/(en)/(legal)/terms-of-service/model-form';

/**
 * Le modèle de formulaire de rétractation annexé à l’article R221-1 du Code de la consommation, dans ses propres
 * termes, with the trader's details filled in from the site's facts (there is no fax number).
 */
export function ModelForm() {
  return (
    <>
      <h2>Modèle de formulaire de rétractation</h2>
      <p>
        (Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)
      </p>
      <p>À l’attention de {traderDetails('fr')}&nbsp;:</p>
      <p>
        Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente
        du bien (*)/pour la prestation de services (*) ci-dessous&nbsp;:
      </p>
      <p>Commandé le (*)/reçu le (*)&nbsp;:</p>
      <p>Nom du (des) consommateur(s)&nbsp;:</p>
      <p>Adresse du (des) consommateur(s)&nbsp;:</p>
      <p>
        Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)&nbsp;:
      </p>
      <p>Date&nbsp;:</p>
      <p>(*) Rayez la mention inutile.</p>
    </>
  );
}
