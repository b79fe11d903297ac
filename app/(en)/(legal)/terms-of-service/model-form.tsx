import { wordsFor } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { contact, site } from '@/lib/site/facts';

/** The trader's name, postal address and email, on one line, as a model form asks them filled in. */
export function traderDetails(locale: Locale): string {
  const { street, locality, region, postalCode } = contact.address;
  const country = wordsFor(locale).contactDetails.countryName;
  return `${site.legalName}, ${street}, ${locality}, ${region}, ${postalCode}, ${country}, ${contact.email}`;
}

/**
 * The model cancellation form of the Consumer Contracts Regulations 2013 (Schedule 3, Part B), in its own words,
 * with the trader's details filled in from the site's facts (there is no fax number).
 */
export function ModelForm() {
  return (
    <>
      <h2>Model cancellation form</h2>
      <p>(Complete and return this form only if you wish to cancel the contract)</p>
      <p>To {traderDetails('en')}:</p>
      <p>
        I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]/for the
        supply of the following service [*],
      </p>
      <p>Ordered on [*]/received on [*],</p>
      <p>Name of consumer(s),</p>
      <p>Address of consumer(s),</p>
      <p>Signature of consumer(s) (only if this form is notified on paper),</p>
      <p>Date</p>
      <p>[*] Delete as appropriate.</p>
    </>
  );
}
