import { jsonError } from '@/lib/http';
import { siteHealth } from '@/lib/health/site-health';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const noStore = { 'Cache-Control': 'no-store' };

// Not rate limited: every check is bounded and the slow ones are shared and cached (lib/health).
export async function GET() {
  try {
    const health = await siteHealth();
    return Response.json(health, { status: health.status === 'down' ? 503 : 200, headers: noStore });
  } catch (error) {
    console.error('[health] the checks could not run', error);
    return Response.json({ status: 'down', checks: {} }, { status: 503, headers: noStore });
  }
}

const notAllowed = () => jsonError(405, 'Only GET is allowed here.', { headers: { Allow: 'GET, HEAD' } });

export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
