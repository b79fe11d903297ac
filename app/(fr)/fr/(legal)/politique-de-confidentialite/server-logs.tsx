import { builtForVercel, hosting as built, type Hosting } from '@/lib/site/hosting';
import { containerLogs } from '@/lib/site/retention';

/** The servers' logs in French, as the English says them (app/(en)/(legal)/privacy-policy/server-logs.tsx). */
export function ServerLogs({ hosting = built }: { hosting?: Hosting }) {
  return builtForVercel(hosting) ? (
    <>
      {hosting.provider}, qui fournit ces serveurs, conserve ces journaux pendant la durée prévue par l’offre souscrite
      pour ce site, telle que {hosting.provider} la documente, puis les supprime.
    </>
  ) : (
    <>
      Lorsque le site fonctionne avec la configuration Docker Compose fournie avec lui, chacun de ses conteneurs ne
      conserve que les {containerLogs.fileMb * containerLogs.files}&nbsp;derniers mégaoctets de son journal, les lignes
      les plus anciennes étant supprimées les premières&#x202F;; sur un serveur configuré autrement, les journaux sont
      conservés aussi longtemps que ce serveur est réglé pour les garder.
    </>
  );
}
