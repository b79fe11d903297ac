import { wordsFor } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { contact } from '@/lib/site/facts';

/** The postal address as it is written on an envelope, a line each, for an `<address>` to hold. */
export function AddressLines({ locale }: { locale: Locale }) {
  const { address } = contact;
  return (
    <>
      {address.street}
      <br />
      {address.locality}, {address.region}
      <br />
      {address.postalCode}, {wordsFor(locale).contactDetails.countryName}
    </>
  );
}
