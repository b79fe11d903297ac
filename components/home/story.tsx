import { wordsFor } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { media } from '@/lib/site/facts';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import styles from './story.module.css';

// Without a poster, Chromium paints its grey loading panel over the still; a transparent one, inline,
// costs no request and lets the still show.
const CLEAR_POSTER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function Story({ locale }: { locale: Locale }) {
  const { story } = wordsFor(locale);
  const video = media.storyVideo;
  return (
    <Section id="story" titleId="story-title" tone="dark" innerClassName={styles.layout}>
      <div className={styles.text}>
        <SectionHeading id="story-title" copy={story} tone="dark" align="start" />
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
      <figure className={styles.figure}>
        <div className={styles.screen}>
          {/* A poster file is fetched with the page, wherever the video is; this image waits until the visitor
              nears it, and shows through the video's transparent poster until its first frame covers it. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a still rendered at its one size; no optimiser */}
          <img
            className={styles.poster}
            src={video.poster}
            alt=""
            width={video.width}
            height={video.height}
            loading="lazy"
            decoding="async"
          />
          <video
            className={styles.video}
            controls
            muted
            loop
            preload="none"
            playsInline
            poster={CLEAR_POSTER}
            width={video.width}
            height={video.height}
            aria-label={story.videoLabel}
          >
            <source src={video.webm} type='video/webm; codecs="av01.0.05M.08"' />
            <source src={video.mp4} type="video/mp4" />
            <p className={styles.fallback}>
              {story.videoFallback} <a href={video.mp4}>{story.videoDownload}</a>
            </p>
          </video>
        </div>
        <figcaption className={styles.caption}>{story.videoLabel}</figcaption>
      </figure>
    </Section>
  );
}
