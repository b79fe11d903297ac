import { enquiryCopy as copy } from '@/lib/enquiry/copy';
import styles from './form-banner.module.css';

/** What the form reports above its fields: nothing, a sent enquiry, or why sending failed. */
export type Banner = { kind: 'success' } | { kind: 'error'; message: string } | null;

// Both live regions stay in the DOM so screen readers announce what appears inside them.
export function FormBanner({ banner, contactEmail }: { banner: Banner; contactEmail: string }) {
  return (
    <div className={styles.banners}>
      <div role="status">
        {banner?.kind === 'success' ? (
          <div className={styles.success}>
            <p className={styles.bannerTitle}>{copy.successTitle}</p>
            <p>{copy.successText}</p>
          </div>
        ) : null}
      </div>
      <div role="alert">
        {banner?.kind === 'error' ? (
          <div className={styles.failure}>
            <p className={styles.bannerTitle}>{copy.errorTitle}</p>
            <p>{banner.message}</p>
            {banner.message.includes(copy.authMarker) ? (
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
