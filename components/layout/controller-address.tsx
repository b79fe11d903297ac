import { AddressLines } from '@/components/ui/address-lines';
import type { Locale } from '@/lib/i18n/locales';
import { contact, site } from '@/lib/site/facts';

/**
 * How to reach the company (the policies' controller, the terms' seller), a line each, so no line's break
 * hangs on the widths of a face.
 */
export function ControllerAddress({ locale }: { locale: Locale }) {
  return (
    <address>
      {site.legalName}
      <br />
      <AddressLines locale={locale} />
      <br />
      <a href={`mailto:${contact.email}`}>{contact.email}</a>
      <br />
      <a href={contact.phoneHref}>{contact.phone}</a>
    </address>
  );
}
