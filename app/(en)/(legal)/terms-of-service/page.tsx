import { ControllerAddress } from '@/components/layout/controller-address';
import { LegalPage } from '@/components/layout/legal-page';
import { pageMetadata } from '@/lib/site/metadata';
import { contact, legal, site } from '@/lib/site/facts';
import { ModelForm } from './model-form';

export const metadata = pageMetadata({ locale: 'en', page: 'terms' });

// Terms a consumer's law leaves standing, in the United Kingdom and the EU: nothing here limits what the law
// does not let a seller limit, cancellation only on the grounds stated, and the information a consumer is
// owed before an order given with our offer. The facts only the client can give (the company's registration,
// the mediator, the taxes and duties) are on the launch list (docs/launch.md), not written here.
export default function TermsOfServicePage() {
  const mail = <a href={`mailto:${contact.email}`}>{contact.email}</a>;
  return (
    <LegalPage locale="en" page="terms">
      <p>
        These terms apply to your use of this website and to orders placed with {site.legalName} (&ldquo;{site.name}
        &rdquo;, &ldquo;we&rdquo;). They are attached to the offer we send you for an order, and you accept them with
        that offer when you reply to accept it (How to order).
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
        name, contact details and delivery address, and to tell us promptly if any of it changes.
      </p>

      <h2>How to order</h2>
      <p>
        This website has no checkout: you order through an enquiry, sent with the form on our home page, by email or by
        telephone. An enquiry is not an order. We answer it in writing with an offer, which gives you, before you order:
      </p>
      <ul>
        <li>
          the products, their price, the delivery costs, any taxes and duties that apply to a delivery to you, and the
          total you would pay;
        </li>
        <li>how and when you pay, and when and how we deliver;</li>
        <li>our company&rsquo;s registration and our address;</li>
        <li>
          if you buy as a consumer, your right to withdraw and the model form you may use for it (also at the end of
          these terms), the legal guarantee of conformity, and the consumer mediator you may turn to;
        </li>
        <li>these terms, attached to it: by replying to accept the offer, you accept them as well.</li>
      </ul>
      <p>
        The contract is formed when you accept our offer, by replying to it; we then confirm your order in writing, by
        email or letter. Prices on this website are shown in pounds sterling; the offer states the price you pay.
        Products are subject to availability.
      </p>

      <h2>Declining or cancelling an order</h2>
      <p>
        We decline an order only for one of these reasons, which we tell you: the products are not available, we do not
        deliver to the address given, or the person ordering is under {legal.minimumOrderAge}. Once we have confirmed an
        order, we may cancel it only if the products can no longer be supplied or delivered to you for reasons outside
        our control, or if the delivery address you gave is wrong and you have not corrected it when we asked you to. We
        then tell you at once and refund everything you have paid for the order within 14 days.
      </p>

      <h2>Your right to withdraw</h2>
      <p>
        If you buy as a consumer, you may withdraw from the contract within 14 days without giving any reason. The 14
        days run from the day you, or someone you name other than the carrier, receive the goods (for an order delivered
        in parts, the last of them). To withdraw, tell us before they end with a clear statement: an email to {mail}, a
        letter to our address, or the model form at the end of these terms, which also comes with our offer. Send the
        goods back to us, or hand them to us, within 14 days of telling us; the offer says who bears the cost of
        returning them. We refund everything you paid for the order, including standard delivery, within 14 days of
        hearing from you, by the means you paid with; we may wait until we have the goods back or proof that you have
        sent them. You are liable only for any loss in the goods&rsquo; value caused by handling them beyond what is
        needed to establish their nature and characteristics.
      </p>

      <h2>Your legal guarantee</h2>
      <p>
        The goods we deliver must match their description and our offer, be fit for their purpose and be of satisfactory
        quality. If you buy as a consumer, the law gives you these rights, and nothing in these terms limits them:
      </p>
      <ul>
        <li>
          in the European Union, the legal guarantee of conformity covers any lack of conformity that becomes apparent
          within two years of delivery: you may have the goods repaired or replaced free of charge or, where that is
          impossible or fails, obtain a price reduction or a refund;
        </li>
        <li>
          in the United Kingdom, the Consumer Rights Act 2015 gives you the right to reject faulty goods for a full
          refund within 30 days of delivery, and after that to a repair or replacement or, failing that, a price
          reduction or a refund;
        </li>
        <li>elsewhere, the rights the law of the country where you live gives you.</li>
      </ul>
      <p>To use them, write to us:</p>
      <ControllerAddress locale="en" />

      <h2>Intellectual property</h2>
      <p>
        The {site.name} name, logo, bottle and label designs, photographs, video, text and the design of this website
        belong to {site.legalName} or its licensors and are protected by intellectual property law. You may view and
        print pages for your own, non-commercial use; any other copying, adaptation or use requires our written consent.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        We take care to keep this site accurate and available, but we cannot promise that it will always be
        uninterrupted or free of errors.
      </p>
      <p>
        If you buy as a consumer, we are responsible for loss or damage you suffer that is a foreseeable result of our
        breaking these terms or failing to use reasonable care and skill. Nothing in these terms excludes or limits our
        liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation,
        under the legal guarantee of conformity or, in the United Kingdom, for breach of your rights under the Consumer
        Rights Act 2015, or for anything else the law does not allow us to exclude or limit; and nothing in them affects
        your statutory rights as a consumer.
      </p>
      <p>
        If you order for your business, then to the extent the law allows, we are not liable for loss of profit,
        business or data, or for indirect or consequential loss, and our total liability for an order is limited to its
        price.
      </p>

      <h2>Disputes</h2>
      <p>
        If something goes wrong, write to us first: {mail}. If you buy as a consumer and we cannot settle a dispute
        between us, you may refer it free of charge to a consumer mediator, whose name and contact details come with our
        offer. These terms are governed by the law of the Island of Guernsey; if you order as a consumer, you keep the
        protection of the mandatory rules of the law of the country where you live. These terms also exist in French;
        each version is authoritative in its language, and where the two differ, the reading more favourable to you as a
        consumer applies.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may change these terms from time to time. The version attached to our offer applies to that order. Questions:{' '}
        {mail}.
      </p>

      <ModelForm />
    </LegalPage>
  );
}
