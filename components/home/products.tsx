import { collection } from '@/lib/site/copy';
import { products, site } from '@/lib/site/facts';
import { formatPrice } from '@/lib/site/price';
import { ProductPicture } from '@/components/ui/product-picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import styles from './products.module.css';

// Each offer's own render, sized so the bottle and the crate sit at the same scale on the card.
const thumbnailWidth = { bottle: 64, case: 128 } as const;

export function Products() {
  return (
    <Section id="products" titleId="products-title" tone="sand">
      <SectionHeading id="products-title" copy={collection} />
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.id} className={styles.card} data-ripple="">
            <div className={styles.visual}>
              <ProductPicture
                image={product.image}
                alt=""
                sizes={`${thumbnailWidth[product.image]}px`}
                width={thumbnailWidth[product.image]}
                className={styles.picture}
              />
            </div>
            <h3 className={styles.name}>{product.name}</h3>
            <p className={styles.detail}>{product.detail}</p>
            <p className={styles.price}>
              <span className={styles.priceLabel}>{product.priceLabel}</span>
              <span className={styles.amount}>{formatPrice(product.pricePence)}</span>
            </p>
            <button
              type="button"
              className={styles.button}
              aria-label={`${product.cta}: ${product.name}, ${site.name}`}
            >
              {product.cta}
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
