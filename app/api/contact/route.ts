import { enquiryRoute, methodNotAllowed } from '@/lib/enquiry/server/transport/json-route';

export const dynamic = 'force-dynamic';

export const POST = (request: Request) => enquiryRoute(request);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
