import { products } from '@/lib/site/facts';
import { formatPrice } from '@/lib/site/price';
import { wordsFor } from './dictionary';
import { fill } from './fill';
import { localeFacts, locales, type Locale } from './locales';

type Product = (typeof products)[number];

/** The line an offer's button writes into the enquiry's message (components/enquiry/use-order-links.ts). */
export function orderLine(product: Product, locale: Locale): string {
  const { catalogue } = wordsFor(locale);
  const words = catalogue.items[product.id];
  return fill(catalogue.orderLine, {
    product: words.name,
    detail: words.detail,
    label: catalogue.priceLabels[product.priceLabel].toLocaleLowerCase(localeFacts[locale].tag),
    price: formatPrice(product.pricePence, locale),
  });
}

/** Every offer's line, in every language. */
export const orderLines = (): string[] =>
  locales.flatMap((locale) => products.map((product) => orderLine(product, locale)));
