import { clientPeriods } from '@/lib/site/facts';
import { builtForVercel, hosting as built, type Hosting } from '@/lib/site/hosting';
import { clientPeriodWords } from '@/lib/site/retention';

/**
 * What the servers' logs record of a request, and for how long, as true where this build runs: on Vercel, the
 * host's logs for the days the client's plan keeps them (a placeholder until given: launchList vercel-logs);
 * elsewhere none with an address, as nginx's site file keeps none (integration/nginx-tls.test.ts).
 */
export function ServerLogs({ hosting = built }: { hosting?: Hosting }) {
  return builtForVercel(hosting) ? (
    <>
      The servers that host this website, provided by {hosting.provider}, record each request in their logs, to keep the
      site secure and working: its time, the page asked for and our answer, your IP address, your browser type and the
      page you came from. {hosting.provider} keeps those logs for{' '}
      {clientPeriodWords(clientPeriods.vercelLogDays, 'days')} and then deletes them.
    </>
  ) : (
    <>
      The servers that run this website keep no log of your IP address, your browser type or the page you came from:
      their logs note only the website&rsquo;s own events, described below (Server logs).
    </>
  );
}
