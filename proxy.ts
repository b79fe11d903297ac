import { NextResponse, type NextRequest } from 'next/server';
import { refuseFormPost } from '@/lib/enquiry/server/form-post-guard';
import { serverEnv } from '@/lib/env';

export function proxy(request: NextRequest) {
  const { SITE_URL } = serverEnv();
  return refuseFormPost(request, SITE_URL ? [new URL(SITE_URL).host] : []) ?? NextResponse.next();
}

// Only requests with a body: the GETs that make up nearly all traffic never run it.
export const config = {
  matcher: [{ source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'content-type' }] }],
};
