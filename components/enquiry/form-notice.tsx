import Link from 'next/link';
import { wordsFor } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site/facts';
import { anchors, pagePaths } from '@/lib/site/routes';

/**
 * What the form's notice says, drawn on the server (with or without JavaScript): who receives the enquiry,
 * the one receipt, and a link to the privacy policy's periods. The form places it and is described by it.
 */
export function FormNotice({ locale }: { locale: Locale }) {
  const { formNotice } = wordsFor(locale);
  const [before, after] = fill(formNotice.text, { company: site.legalName }).split('{link}');
  return (
    <>
      {before}
      <Link href={`${pagePaths.privacy[locale]}#${anchors.periods}`} prefetch={false}>
        {formNotice.link}
      </Link>
      {after}
    </>
  );
}
