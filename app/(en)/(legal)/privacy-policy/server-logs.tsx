import { builtForVercel, hosting as built, type Hosting } from '@/lib/site/hosting';
import { containerLogs } from '@/lib/site/retention';

/**
 * How long the servers' logs keep each request's address, as true where this build runs: on Vercel, the
 * host's retention; elsewhere, the limits compose.yaml sets, or the server's own settings without it.
 */
export function ServerLogs({ hosting = built }: { hosting?: Hosting }) {
  return builtForVercel(hosting) ? (
    <>
      {hosting.provider}, which provides them, keeps those logs for the time its plan for this website sets, as{' '}
      {hosting.provider} documents it, and then deletes them.
    </>
  ) : (
    <>
      Where the site runs with the Docker Compose set-up it comes with, each of its containers keeps no more than the
      latest {containerLogs.fileMb * containerLogs.files} MB of its log, the oldest lines deleted first; on a server set
      up otherwise, the logs are kept for as long as that server is set to keep them.
    </>
  );
}
