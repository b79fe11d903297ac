import Link from 'next/link';
import { LegalPage } from '@/components/layout/legal-page';
import { pageMetadata } from '@/lib/site/metadata';
import { contact } from '@/lib/site/facts';
import { hostingPlaceIn } from '@/lib/site/hosting';
import { keptIn, rateLimitWindows, secondsInWords } from '@/lib/site/retention';

export const metadata = pageMetadata({ locale: 'en', page: 'cookies' });

export default function CookiePolicyPage() {
  const place = hostingPlaceIn('en');
  return (
    <LegalPage locale="en" page="cookies">
      <h2>What cookies are</h2>
      <p>
        Cookies are small text files that a website asks your browser to store, so that it can recognise your device
        later. Similar technologies, such as local storage, work in much the same way; this policy covers them too.
      </p>

      <h2>How we use cookies</h2>
      <p>
        This website does not set any cookies, and it stores nothing in your browser&rsquo;s local storage. We use no
        analytics, advertising or social media trackers, and we load nothing from other websites: every font, image,
        video and document is served from our own domain.
      </p>
      <p>
        Sending an enquiry does not set a cookie either, and nothing is stored on your device. To protect the form from
        abuse, our server counts the requests and enquiries that come from each network address, never by your name or
        email address. Each count lasts {secondsInWords(rateLimitWindows.clientS)}, or{' '}
        {secondsInWords(rateLimitWindows.sharedS)} where the address cannot be verified, and then expires by itself. The
        counts are kept in {keptIn.sharedStore}, a database kept for us in the same region as our servers
        {place && ` (${place.city}, ${place.country})`}, or in the server&rsquo;s memory where the site runs without
        one. What we keep of the enquiry itself, and for how long, is set out in our{' '}
        <Link href="/privacy-policy" prefetch={false}>
          Privacy Policy
        </Link>
        .
      </p>

      <h2>Your choices</h2>
      <p>
        Because we set no cookies, there is nothing to accept or decline and no banner to dismiss. You can still block
        or delete cookies at any time in your browser&rsquo;s settings; doing so will not affect how this site works.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we ever add a cookie that is not strictly necessary, we will update this policy first and ask for your
        consent before setting it. Questions: <a href={`mailto:${contact.email}`}>{contact.email}</a>.
      </p>
    </LegalPage>
  );
}
