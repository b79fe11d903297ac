'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { fieldErrors, honeypotField, interestOptions, languageField, typedFields } from '@/lib/enquiry/fields';
import type { EnquiryWords } from '@/lib/enquiry/failure-message';
import type { TypedField } from '@/lib/enquiry/fields';
import { submitEnquiry } from '@/lib/enquiry/submit';
import { answerErrors, answerValues, emptyValues, idleAnswer, type ShownFieldErrors } from '@/lib/enquiry/form-answer';
import type { Locale } from '@/lib/i18n/locales';
import { sendEnquiryForm } from '@/lib/enquiry/server/transport/form-action';
import { type Banner, bannerFor, FormBanner } from './form-banner';
import { FormField } from './form-field';
import { useOrderLinks } from './use-order-links';
import styles from './enquiry-form.module.css';

type Values = Record<TypedField | typeof honeypotField, string>;

// The schema (and zod with it) loads when the visitor first reaches the form, not with the page.
const loadSchema = () => import('@/lib/enquiry/schema').then((module) => module.enquirySchema);
// Loading early is only a head start: if it fails, Send tries again and reports the failure.
const preloadSchema = () => void loadSchema().catch(() => undefined);

const empty: Values = { ...emptyValues, [honeypotField]: '' };
const formId = 'enquiry-form';
const noticeId = 'enquiry-notice';
const sectionId = 'contact';

/**
 * home: the page's own address, where the form posted without its script comes back to; notice: what the
 * server drew of the notice after the send button, which describes the form.
 */
type Props = {
  locale: Locale;
  home: string;
  words: EnquiryWords;
  contactEmail: string;
  successMs: number;
  notice: React.ReactNode;
};

export function EnquiryForm({ locale, home, words, contactEmail, successMs, notice }: Props) {
  // Before hydration or without JavaScript the browser posts the form to the page itself: the server
  // action answers and the page comes back with that answer. With the script, onSubmit sends JSON instead.
  const [answer, postForm] = useActionState(sendEnquiryForm, idleAnswer, `${home}#${formId}`);
  const [values, setValues] = useState<Values>(() => ({ ...empty, ...answerValues(answer) }));
  const [errors, setErrors] = useState<ShownFieldErrors>(() => answerErrors(answer));
  const [banner, setBanner] = useState<Banner>(() => bannerFor(answer));
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (banner?.ok !== true) return;
    const timer = window.setTimeout(() => setBanner(null), successMs);
    return () => window.clearTimeout(timer);
  }, [banner, successMs]);

  const scrollToSection = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(sectionId)?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  };

  const focusFirstInvalid = (found: ShownFieldErrors) => {
    const first = typedFields.find((field) => found[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  useOrderLinks((line) => {
    // Rendered at once, so the cursor can be put after the line in the message just written.
    flushSync(() =>
      setValues((current) => ({
        ...current,
        interest: current.interest || 'individual',
        message: current.message.startsWith(line)
          ? current.message
          : [line, current.message].filter(Boolean).join('\n\n'),
      })),
    );
    setErrors((current) => ({ ...current, interest: undefined, message: undefined }));
    scrollToSection();
    const message = formRef.current?.elements.namedItem('message');
    if (message instanceof HTMLTextAreaElement) {
      message.focus({ preventScroll: true });
      // Ready to complete: the cursor at the end of the offer's line.
      message.setSelectionRange(line.length, line.length);
    }
  });

  const update = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== honeypotField) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    // Prevented here, React does not run the form's action as well.
    event.preventDefault();
    if (sending) return;
    setBanner(null);
    setErrors({});
    scrollToSection();
    let schema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      schema = await loadSchema();
    } catch {
      setBanner({ ok: false, code: 'generic', fields: {} });
      return;
    }
    const parsed = schema.safeParse({ ...values, [languageField]: locale });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstInvalid(found);
      return;
    }
    setSending(true);
    const result = await submitEnquiry({ ...parsed.data, [honeypotField]: values[honeypotField] });
    setSending(false);
    if (result.ok) {
      setValues(empty);
      setBanner({ ok: true, reference: result.reference });
      scrollToSection();
      return;
    }
    setErrors(result.fields);
    setBanner(result);
    focusFirstInvalid(result.fields);
  };

  // A code in the page's words; a server's own words as they came.
  const shown = (error?: string) =>
    error ? (words.fields[error as keyof EnquiryWords['fields']] ?? error) : undefined;

  const field = (name: TypedField) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(name, event.target.value),
  });

  return (
    <form
      ref={formRef}
      id={formId}
      action={postForm}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadSchema}
      onPointerEnter={preloadSchema}
      aria-label={words.formLabel}
      aria-describedby={noticeId}
    >
      <FormBanner banner={banner} words={words} contactEmail={contactEmail} home={home} />
      <div className={styles.row}>
        <FormField name="name" label={words.labels.name} error={shown(errors.name)}>
          {(props) => <input {...props} {...field('name')} type="text" autoComplete="name" />}
        </FormField>
        <FormField name="email" label={words.labels.email} error={shown(errors.email)}>
          {(props) => <input {...props} {...field('email')} type="email" autoComplete="email" inputMode="email" />}
        </FormField>
      </div>
      <FormField name="interest" label={words.labels.interest} error={shown(errors.interest)}>
        {(props) => (
          <select {...props} {...field('interest')}>
            <option value="">{words.interestPlaceholder}</option>
            {interestOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {words.interests[option.value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="message" label={words.labels.message} error={shown(errors.message)}>
        {(props) => <textarea {...props} {...field('message')} rows={4} />}
      </FormField>
      <input type="hidden" name={languageField} value={locale} />
      {/*
        The trap: hidden from people, filled by bots. Autofill fills hidden fields too (LastPass in npm/newww#694,
        1Password in LemmyNet/lemmy#2595, Chrome in craftcms/contact-form#54), so its name and label match none
        of Chromium's field patterns (components/autofill/core/common/autofill_regex_constants.h), and each
        password manager's own opt-out is set: data-1p-ignore
        (https://developer.1password.com/docs/web/compatible-website-design/), data-lpignore="true"
        (https://kylenunery.com/lastpass-autofill-rules), data-form-type="other"
        (https://www.dashlane.com/blog/web-development-compatibility-password-managers, dashlane/sawf#1).
      */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="enquiry-leave-empty">{words.honeypotLabel}</label>
        <input
          id="enquiry-leave-empty"
          name={honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-form-type="other"
          value={values[honeypotField]}
          onChange={(event) => update(honeypotField, event.target.value)}
        />
      </div>
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? words.submitting : words.submit}
      </button>
      <p id={noticeId} className={styles.notice}>
        {notice}
      </p>
    </form>
  );
}
