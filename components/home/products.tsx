import { wordsFor } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import { anchorHref, type Locale } from '@/lib/i18n/locales';
import { orderLine } from '@/lib/i18n/order-line';
import { products } from '@/lib/site/facts';
import { formatPrice, pencePerLitre } from '@/lib/site/price';
import { ProductPicture } from '@/components/ui/product-picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import styles from './products.module.css';

// The width each close-up is drawn at on its 8:7 stage (products.module.css): the stage's full height at the
// picture's own proportions, the stage 100vw less the gutters and card padding in one column (278 px at
// 390 px, 592 px at most), 368 px at most in two.
const closeUp = {
  bottleCloseUp: { width: 115, sizes: '(min-width: 44rem) 115px, 26vw' },
  caseCloseUp: { width: 282, sizes: '(min-width: 44rem) 282px, 64vw' },
} as const;

export function Products({ locale }: { locale: Locale }) {
  const { collection, catalogue } = wordsFor(locale);
  return (
    <Section id="products" titleId="products-title" tone="sand">
      <SectionHeading id="products-title" copy={collection} />
      <ul className={styles.list}>
        {products.map((product) => {
          const words = catalogue.items[product.id];
          const label = catalogue.priceLabels[product.priceLabel];
          const price = formatPrice(product.pricePence, locale);
          const line = orderLine(product, locale);
          return (
            <li key={product.id} className={styles.card} data-ripple="">
              <div className={styles.visual}>
                <ProductPicture
                  image={product.closeUp}
                  alt=""
                  sizes={closeUp[product.closeUp].sizes}
                  width={closeUp[product.closeUp].width}
                  className={styles.picture}
                />
              </div>
              <h3 className={styles.name}>{words.name}</h3>
              <p className={styles.detail}>{words.detail}</p>
              <p className={styles.price}>
                <span className={styles.priceLabel}>{label}</span>
                <span className={styles.amount}>{price}</span>
                <span className={styles.unitPrice}>
                  {fill(catalogue.unitPrice, {
                    price: formatPrice(pencePerLitre(product.pricePence, product.bottles), locale),
                  })}
                </span>
              </p>
              {/* A link to the form; with the script, the form also takes the offer in (enquiry-form.tsx). */}
              <a
                href={anchorHref(locale, 'contact')}
                className={styles.button}
                aria-label={fill(catalogue.buttonLabel, { cta: words.cta, product: words.name })}
                data-order-line={line}
              >
                {words.cta}
              </a>
            </li>
          );
        })}
      </ul>
      <p className={styles.delivery}>{catalogue.delivery}</p>
    </Section>
  );
}
