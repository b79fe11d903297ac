import { clientPeriods } from '@/lib/site/facts';
import { builtForVercel, hosting as built, type Hosting } from '@/lib/site/hosting';
import { clientPeriodWords } from '@/lib/site/retention';

/** The servers' logs in French, as the English says them (app/(en)/(legal)/privacy-policy/server-logs.tsx). */
export function ServerLogs({ hosting = built }: { hosting?: Hosting }) {
  return builtForVercel(hosting) ? (
    <>
      Les serveurs qui hébergent ce site, fournis par {hosting.provider}, enregistrent chaque requête dans leurs
      journaux, afin d’assurer la sécurité et le bon fonctionnement du site&nbsp;: son heure, la page demandée et notre
      réponse, votre adresse IP, le type de votre navigateur et la page d’où vous venez. {hosting.provider} conserve ces
      journaux pendant {clientPeriodWords(clientPeriods.vercelLogDays, 'days', 'fr')}, puis les supprime.
    </>
  ) : (
    <>
      Les serveurs qui font fonctionner ce site ne conservent dans leurs journaux ni votre adresse IP, ni le type de
      votre navigateur, ni la page d’où vous venez&nbsp;: ces journaux ne consignent que les événements propres au site,
      décrits plus bas (Journaux du serveur).
    </>
  );
}
