import { enquiryCopy as copy } from '@/lib/enquiry/copy';
import type { FailureCode } from '@/lib/enquiry/failure';
import { type FormAnswer, needsAuthNote } from '@/lib/enquiry/form-answer';
import styles from './form-banner.module.css';

/**
 * What the form reports above its fields: nothing, a sent enquiry (with the reference the server gave
 * it), or why sending failed. `answered`: the page itself is the server's answer to a post, so it offers
 * a fresh start.
 */
export type Banner =
  { ok: true; reference?: string; answered?: boolean } | { ok: false; message: string; code?: FailureCode } | null;

export function bannerFor(answer: FormAnswer | null): Banner {
  return answer?.ok ? { ok: true, reference: answer.reference, answered: true } : answer;
}

// Both live regions stay in the DOM so screen readers announce what appears inside them.
export function FormBanner({ banner, contactEmail }: { banner: Banner; contactEmail: string }) {
  return (
    <div className={styles.banners}>
      <div role="status">
        {banner?.ok === true ? (
          <div className={styles.success}>
            <p className={styles.bannerTitle}>{copy.successTitle}</p>
            <p>{copy.successText}</p>
            {banner.reference ? (
              <p>
                {`${copy.referenceLabel} `}
                <strong className={styles.reference}>{banner.reference}</strong>
              </p>
            ) : null}
            {banner.answered ? (
              <p>
                {/* A fresh GET of the page, leaving the posted answer behind: not a client-side navigation. */}
                {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
                <a href="/">{copy.backHome}</a>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div role="alert">
        {banner?.ok === false ? (
          <div className={styles.failure}>
            <p className={styles.bannerTitle}>{copy.errorTitle}</p>
            <p>{banner.message}</p>
            {needsAuthNote(banner) ? (
              <p className={styles.note}>
                {copy.authNote} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
