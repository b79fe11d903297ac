import { clsx } from 'clsx';
import type { Card, SectionHeadingCopy } from '@/lib/i18n/en/home';
import { FeatureCard } from './feature-card';
import { Section } from './section';
import { SectionHeading } from './section-heading';
import styles from './card-section.module.css';

type Props = {
  id: string;
  heading: SectionHeadingCopy;
  cards: readonly Card[];
  background: 'paper' | 'sand';
  children?: React.ReactNode;
};

/** A home-page section of feature cards under a centred heading. */
export function CardSection({ id, heading, cards, background, children }: Props) {
  return (
    <Section id={id} titleId={`${id}-title`} tone={background}>
      <SectionHeading id={`${id}-title`} copy={heading} />
      <div className={clsx(styles.grid, cards.length === 4 ? styles.grid4 : styles.grid3)}>
        {cards.map((card) => (
          <FeatureCard key={card.title} card={card} />
        ))}
      </div>
      {children}
    </Section>
  );
}
