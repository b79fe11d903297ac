import { cronRoute } from '@/lib/enquiry/server/transport/cron-route';
import { jsonError } from '@/lib/http';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
// A run stops taking work after 40 s (cron-route.ts); a send under way then ends within the SMTP timeouts.
export const maxDuration = 60;

export const GET = (request: Request) => cronRoute(request);

const notAllowed = () => jsonError(405, 'Only GET is allowed here.', { headers: { Allow: 'GET, HEAD' } });

export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
