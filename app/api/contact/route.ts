import { handleContact } from '@/lib/enquiry/server/transport/json-route';
import { apiErrors } from '@/lib/enquiry/copy';
import { jsonError } from '@/lib/http';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  try {
    return await handleContact(request);
  } catch (error) {
    console.error('[contact] unexpected failure', error);
    return jsonError(500, apiErrors.unexpected);
  }
}

const notAllowed = () => jsonError(405, apiErrors.methodNotAllowed, { headers: { Allow: 'POST' } });

export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
