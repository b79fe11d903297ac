import { reviewRoute } from '@/lib/enquiry/server/transport/review-route';
import { enquiryServices } from '@/lib/enquiry/server/services';

// The held digest's Review page: a route handler, not a page, so that it is plain HTML with no script.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

const review = async (request: Request, { params }: Context) =>
  reviewRoute(request, (await params).token, enquiryServices());

export { review as GET, review as POST };
