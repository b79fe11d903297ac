import { wordsFor } from '@/lib/i18n/dictionary';
import { localeFacts, type Locale } from '@/lib/i18n/locales';
import { contact, timings } from '@/lib/site/facts';
import { EnquiryForm } from '@/components/enquiry/enquiry-form';
import { FormNotice } from '@/components/enquiry/form-notice';
import { AddressLines } from '@/components/ui/address-lines';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import styles from './contact.module.css';

export function Contact({ locale }: { locale: Locale }) {
  const { contactSection, contactDetails: details, enquiry } = wordsFor(locale);
  return (
    <Section id="contact" titleId="contact-title" tone="paper">
      <SectionHeading id="contact-title" copy={contactSection} />
      <div className={styles.layout}>
        <aside className={styles.details} aria-labelledby="contact-details-title" data-ripple="">
          <h3 id="contact-details-title" className={styles.title}>
            {contactSection.detailsTitle}
          </h3>
          <dl className={styles.list}>
            <div>
              <dt>{details.email}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
            <div>
              <dt>{details.phone}</dt>
              <dd>
                <a href={contact.phoneHref}>{contact.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{details.address}</dt>
              <dd>
                <address className={styles.address}>
                  <AddressLines locale={locale} />
                </address>
              </dd>
            </div>
            <div>
              <dt>{details.hours}</dt>
              <dd>{details.hoursText}</dd>
            </div>
          </dl>
        </aside>
        <EnquiryForm
          locale={locale}
          home={localeFacts[locale].home}
          words={enquiry}
          contactEmail={contact.email}
          successMs={timings.successBannerMs}
          notice={<FormNotice locale={locale} />}
        />
      </div>
    </Section>
  );
}
