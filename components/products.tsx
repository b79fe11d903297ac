import { clsx } from 'clsx';
import { collection } from '@/lib/site/copy';
import { products, site } from '@/lib/site/facts';
import { formatPrice } from '@/lib/site/price';
import { BottleImage } from './bottle-image';
import { SectionHeading } from './section-heading';
import styles from './section.module.css';
import own from './products.module.css';

export function Products() {
  return (
    <section id="products" aria-labelledby="products-title" className={clsx(styles.section, styles.sand)}>
      <div className={styles.inner}>
        <SectionHeading
          id="products-title"
          kicker={collection.subtitle}
          title={collection.title}
          intro={collection.intro}
        />
        <ul className={own.list}>
          {products.map((product) => (
            <li key={product.id} className={own.card} data-ripple="">
              <div className={own.visual}>
                <BottleImage alt="" sizes="64px" width={64} className={own.bottle} />
                {product.bottles > 1 ? <span className={own.count}>× {product.bottles}</span> : null}
              </div>
              <div className={own.body}>
                <h3 className={own.name}>{product.name}</h3>
                <p className={own.detail}>{product.detail}</p>
                <p className={own.price}>
                  <span className={own.priceLabel}>{product.priceLabel}</span>
                  <span className={own.amount}>{formatPrice(product.pricePence)}</span>
                </p>
                <button
                  type="button"
                  className={own.button}
                  aria-label={`${product.cta}: ${product.name}, ${site.name}`}
                >
                  {product.cta}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
