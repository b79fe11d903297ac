import { type EnquiryWords, failureMessage } from '@/lib/enquiry/failure-message';
import { type FormAnswer, needsAuthNote } from '@/lib/enquiry/form-answer';
import styles from './form-banner.module.css';

/**
 * What the form reports above its fields: nothing, a sent enquiry (with the reference the server gave
 * it), or why sending failed. `answered`: the page itself is the server's answer to a post, so it offers
 * a fresh start.
 */
export type Banner =
  | { ok: true; reference?: string; answered?: boolean }
  | (Extract<FormAnswer, { ok: false }> & { answered?: boolean })
  | null;

export function bannerFor(answer: FormAnswer | null): Banner {
  return answer?.ok ? { ok: true, reference: answer.reference, answered: true } : answer;
}

type Props = { banner: Banner; words: EnquiryWords; contactEmail: string; home: string };

// Both live regions stay in the DOM so screen readers announce what appears inside them.
export function FormBanner({ banner, words, contactEmail, home }: Props) {
  return (
    <div className={styles.banners}>
      <div role="status">
        {banner?.ok === true ? (
          <div className={styles.success}>
            <p className={styles.bannerTitle}>{words.successTitle}</p>
            <p>{words.successText}</p>
            {banner.reference ? (
              <p>
                {`${words.referenceLabel} `}
                <strong className={styles.reference}>{banner.reference}</strong>
              </p>
            ) : null}
            {banner.answered ? (
              <p>
                {/* A fresh GET of the page, leaving the posted answer behind: not a client-side navigation. */}
                <a href={home}>{words.backHome}</a>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div role="alert">
        {banner?.ok === false ? (
          <div className={styles.failure}>
            <p className={styles.bannerTitle}>{words.errorTitle}</p>
            <p>{failureMessage(banner, words, contactEmail)}</p>
            {needsAuthNote(banner) ? (
              <p className={styles.note}>
                {words.authNote} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
