import { reviewRoute } from '@/lib/enquiry/server/held/review-route';
import { enquiryServices } from '@/lib/enquiry/server/services';

// The held digest's Review page: a route handler, not a page, so that it is plain HTML with no script.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

const review = async (request: Request, { params }: Context) => {
  const services = enquiryServices();
  return reviewRoute(request, (await params).token, { ...services, records: services.store });
};

export { review as GET, review as POST };
