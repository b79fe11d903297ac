import Link from 'next/link';
import { ControllerAddress } from '@/components/layout/controller-address';
import { LegalPage } from '@/components/layout/legal-page';
import { pageMetadata } from '@/lib/site/metadata';
import { contact, site } from '@/lib/site/facts';
import { hosting, hostingPlaceIn } from '@/lib/site/hosting';
import { erasureMarkDays, keptIn, rateLimitWindows, secondsInWords } from '@/lib/site/retention';
import { ServerLogs } from './server-logs';
import { WhatWeKeep } from './what-we-keep';

export const metadata = pageMetadata({ locale: 'en', page: 'privacy' });

export default function PrivacyPolicyPage() {
  const place = hostingPlaceIn('en');
  return (
    <LegalPage locale="en" page="privacy">
      <p>
        {site.legalName} (&ldquo;{site.name}&rdquo;, &ldquo;we&rdquo;) is the controller of the personal data described
        in this policy. We process it under the Data Protection (Bailiwick of Guernsey) Law, 2017 and, where they apply
        to you, the EU General Data Protection Regulation (GDPR), the UK General Data Protection Regulation (UK GDPR)
        and the Data Protection Act 2018. Our contact details:
      </p>
      <ControllerAddress locale="en" />

      <h2>Information we collect</h2>
      <ul>
        <li>
          <strong>Enquiries.</strong> When you use our contact form we receive your name, email address, the kind of
          customer you are (retailer, distributor, individual buyer or other) and your message.
        </li>
        <li>
          <strong>Technical data.</strong> <ServerLogs />
        </li>
        <li>
          We do not use analytics, advertising trackers or social media plug-ins, and we do not buy personal data.
        </li>
      </ul>
      <p>
        Giving us these details is up to you: no law or contract requires it. The form asks for your name, email
        address, the kind of customer you are and a message because we need them to answer you, and it sends no enquiry
        without them. If you order, the contract needs your delivery details, without which we cannot deliver. The
        technical data comes with every request your browser makes: without it, the site cannot be shown to you.
      </p>

      <h2>How we use your information</h2>
      <ul>
        <li>
          To answer your enquiry (our legitimate interest in answering those who write to us) and, if you ask us to, to
          quote for and fulfil an order (performance of a contract, or steps you ask for before one).
        </li>
        <li>
          To protect the site from abuse, for example by limiting how many enquiries one connection can send (our
          legitimate interests).
        </li>
        <li>To meet our legal, tax and accounting duties when you become a customer (legal obligation).</li>
      </ul>

      <WhatWeKeep />

      <h2>Sharing your information</h2>
      <p>
        We do not sell your personal data. We share it only with service providers who process it for us under contract.
        Your enquiry is received by the servers that host this website
        {hosting.provider && `, provided by ${hosting.provider}`}
        {place && `, in ${place.city}, ${place.country}`}. Where the website keeps what is set out above with a database
        provider, that provider keeps it in the same region as those servers; where it sends email through an email
        provider, that provider delivers the enquiry to us, and any receipt of it to you. Some of these providers may
        process data outside the Bailiwick of Guernsey, the United Kingdom or the European Economic Area, for example
        where a provider&rsquo;s network carries your request from the location nearest to you; where they do, we rely
        on adequacy decisions or standard contractual clauses. We disclose data to authorities only where the law
        requires it.
      </p>

      <h2>Your rights</h2>
      <p>Subject to the law, you have the right to:</p>
      <ul>
        <li>be told how we use your data and receive a copy of it;</li>
        <li>have inaccurate data corrected, and have data erased or its use restricted;</li>
        <li>object to processing based on our legitimate interests, and to direct marketing at any time;</li>
        <li>receive data you gave us in a portable format.</li>
      </ul>
      <p>
        To use any of these rights, email <a href={`mailto:${contact.email}`}>{contact.email}</a>. To ask for a copy of
        what we keep about you, or for it to be erased, write from the email address you used, or name it: we find every
        enquiry record, undelivered or held enquiry and fingerprint filed under it, and send you a copy or erase them.
        We find an address however it was typed, as mail reaches it: capitals make no difference, nor whether its domain
        is written in its own script, in wide letters or in the form mail servers use. We also tell you of any enquiry
        sent from another form of the same mailbox (with a &ldquo;+&rdquo; and a tag after the name, or, at Gmail, with
        other dots in it), and erase those too if you ask. Erasing them also has the website take its own copy again at
        once, without them; a copy kept by the provider of {keptIn.sharedStore} no longer holds them once it has been
        replaced, a day later at most. We will answer within one month. You may also complain to the Office of the Data
        Protection Authority (ODPA) in Guernsey, or to the data protection authority of the country where you live or
        work: in the United Kingdom, the Information Commissioner&rsquo;s Office (ICO); in France, the Commission
        nationale de l&rsquo;informatique et des libertés (CNIL).
      </p>
      <p>
        Erasing your data from this website does not reach an email already delivered to {keptIn.mailbox}: we delete
        that by hand when we answer your request. Nor does it reach a count per network address, which is filed under
        the address, not under your name or email address, and which expires by itself within{' '}
        {secondsInWords(rateLimitWindows.sharedS)}.
      </p>
      <p>
        So that an erasure stays complete, we then keep a pseudonymised form of the email address erased, with the time
        of the erasure, for {erasureMarkDays} days, and delete it after. It serves only to stop a copy of an earlier
        enquiry, still on its way to our database from one of the website&rsquo;s servers, from being kept.
      </p>
      <p>
        Each pseudonymised form of an email address or of a message that this policy names is a one-way code computed
        from it with a secret key, which the website keeps apart from the records and from their copies. Without that
        key, whoever held a copy of the records could not tell from them whether a given address wrote to us or asked
        for its data to be erased; with it, the website can recognise an address it is given, so these forms remain
        personal data, kept only for the purposes and the periods stated here.
      </p>

      <h2>Cookies</h2>
      <p>
        This website does not set any cookies, and it stores nothing in your browser&rsquo;s local storage. Our{' '}
        <Link href="/cookie-policy" prefetch={false}>
          Cookie Policy
        </Link>{' '}
        explains the details.
      </p>

      <h2>Changes to this policy</h2>
      <p>We may update this policy when our practices or the law change.</p>
    </LegalPage>
  );
}
