import { wordsFor } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import { anchorHref, localeFacts, type Locale } from '@/lib/i18n/locales';
import { products } from '@/lib/site/facts';
import { formatPrice } from '@/lib/site/price';
import { ProductPicture } from '@/components/ui/product-picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import styles from './products.module.css';

// The width each close-up is drawn at on its square stage (products.module.css): 84 % of the stage's
// height at the picture's own proportions, the stage 100vw less the gutters and card padding on a phone,
// at most 368 px in two columns and 416 px in one.
const closeUp = {
  bottleCloseUp: { width: 128, sizes: '(min-width: 44rem) 128px, (min-width: 33rem) 144px, 25vw' },
  caseCloseUp: { width: 288, sizes: '(min-width: 44rem) 289px, (min-width: 33rem) 326px, 56vw' },
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
          const line = fill(catalogue.orderLine, {
            product: words.name,
            detail: words.detail,
            label: label.toLocaleLowerCase(localeFacts[locale].tag),
            price,
          });
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
    </Section>
  );
}
