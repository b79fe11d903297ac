import { story } from '@/lib/site/copy';
import { media } from '@/lib/site/facts';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import styles from './story.module.css';

export function Story() {
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
          <video
            className={styles.video}
            controls
            muted
            loop
            preload="none"
            playsInline
            poster={video.poster}
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
