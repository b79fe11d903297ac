import { NextResponse, type NextRequest } from 'next/server';
import { refuseFormPost } from '@/lib/enquiry/server/form-post-guard';
import { ownHosts } from '@/lib/enquiry/server/origin';
import { serverEnv } from '@/lib/env';

export function proxy(request: NextRequest) {
  return refuseFormPost(request, ownHosts(request.headers, serverEnv())) ?? NextResponse.next();
}

// Only requests with a body: the GETs that make up nearly all traffic never run it.
export const config = {
  matcher: [{ source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'content-type' }] }],
};
