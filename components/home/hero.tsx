import { wordsFor } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { ripple } from '@/lib/ripple/model';
import { ProductPicture } from '@/components/ui/product-picture';
import { RippleCanvas } from './ripple-canvas';
import styles from './hero.module.css';

export function Hero({ locale }: { locale: Locale }) {
  const { hero } = wordsFor(locale);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <RippleCanvas blur={ripple.blur} className={styles.canvas} />
      <div className={styles.inner}>
        <div className={styles.copy} data-ripple-calm="">
          <p className={styles.tag}>{hero.tag}</p>
          <h1 id="hero-title" className={styles.title}>
            {hero.headline}
          </h1>
          <p className={styles.subline}>{hero.subline}</p>
          <a href="#story" className={styles.cta}>
            {hero.cta}
          </a>
        </div>
        <div className={styles.visual}>
          <ProductPicture
            image="bottle"
            alt={hero.bottleAlt}
            sizes="(min-width: 56rem) 240px, 160px"
            width={240}
            className={styles.bottle}
            eager
          />
        </div>
      </div>
    </section>
  );
}
