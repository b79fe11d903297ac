import { clsx } from 'clsx';
import { story } from '@/lib/site/copy';
import { media } from '@/lib/site/facts';
import { SectionHeading } from './section-heading';
import styles from './section.module.css';
import own from './story.module.css';

export function Story() {
  const video = media.storyVideo;
  return (
    <section id="story" aria-labelledby="story-title" className={clsx(styles.section, styles.dark)}>
      <div className={clsx(styles.inner, own.layout)}>
        <div className={own.text}>
          <SectionHeading id="story-title" kicker={story.kicker} title={story.title} tone="dark" />
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className={own.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <figure className={own.figure}>
          <video
            className={own.video}
            controls
            preload="none"
            playsInline
            poster={video.poster}
            width={video.width}
            height={video.height}
            aria-label={story.videoLabel}
          >
            <source src={video.webm} type='video/webm; codecs="av01.0.05M.08"' />
            <source src={video.mp4} type="video/mp4" />
            <p className={own.fallback}>
              {story.videoFallback} <a href={video.mp4}>{story.videoDownload}</a>
            </p>
          </video>
          <figcaption className={own.caption}>{story.videoLabel}</figcaption>
        </figure>
      </div>
    </section>
  );
}
