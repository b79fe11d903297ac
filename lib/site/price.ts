import { currency, site } from './facts';

const money = new Intl.NumberFormat(site.locale.replace('_', '-'), { style: 'currency', currency });

/** A price as visitors read it, e.g. "£89.95". */
export function formatPrice(pence: number): string {
  return money.format(pence / 100);
}

/** The same price as a bare decimal for machines (schema.org's Offer.price), e.g. "89.95". */
export function priceValue(pence: number): string {
  return money
    .formatToParts(pence / 100)
    .filter((part) => part.type === 'integer' || part.type === 'decimal' || part.type === 'fraction')
    .map((part) => (part.type === 'decimal' ? '.' : part.value))
    .join('');
}
