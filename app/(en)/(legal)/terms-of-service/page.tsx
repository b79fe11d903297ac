import { LegalPage } from '@/components/layout/legal-page';
import { pageMetadata } from '@/lib/site/metadata';
import { contact, legal, site } from '@/lib/site/facts';

export const metadata = pageMetadata({ locale: 'en', page: 'terms' });

export default function TermsOfServicePage() {
  return (
    <LegalPage locale="en" page="terms">
      <p>
        These terms apply to your use of this website and to orders placed with {site.legalName} (&ldquo;{site.name}
        &rdquo;, &ldquo;we&rdquo;). By using the site or placing an order, you accept them.
      </p>

      <h2>Eligibility</h2>
      <p>
        You must be at least {legal.minimumOrderAge} years old to place an order with us. By ordering, you confirm that
        you are {legal.minimumOrderAge} or over and that you can enter into a binding contract. Trade customers confirm
        that they are authorised to order on behalf of their business.
      </p>

      <h2>Accurate information</h2>
      <p>
        You agree to give us accurate, current and complete information in your enquiries and orders, including your
        name, contact details and delivery address, and to tell us promptly if any of it changes. We may decline or
        cancel an order placed with information we cannot verify.
      </p>

      <h2>Orders and prices</h2>
      <p>
        Prices are shown in pounds sterling and include any applicable taxes. An enquiry sent through this site is not
        an order; a contract is formed only when we confirm your order in writing. Products are subject to availability.
      </p>

      <h2>Intellectual property</h2>
      <p>
        The {site.name} name, logo, bottle and label designs, photographs, video, text and the design of this website
        belong to {site.legalName} or its licensors and are protected by intellectual property law. You may view and
        print pages for your own, non-commercial use; any other copying, adaptation or use requires our written consent.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        We take care to keep this site accurate and available, but we provide it &ldquo;as is&rdquo; and do not promise
        that it will always be uninterrupted or error-free. To the extent the law allows, we are not liable for indirect
        or consequential loss, or for loss of profit, business or data, arising from your use of the site. Our total
        liability for any order is limited to the price you paid for it. Nothing in these terms limits liability for
        death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law,
        and nothing affects your statutory rights as a consumer.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may change these terms from time to time. The version in force when you place an order applies to that order;
        the effective date above shows when the terms last changed. These terms are governed by the law of the Island of
        Guernsey; if you order as a consumer, you keep the protection of the mandatory rules of the law of the country
        where you live. Questions: <a href={`mailto:${contact.email}`}>{contact.email}</a>.
      </p>
    </LegalPage>
  );
}
