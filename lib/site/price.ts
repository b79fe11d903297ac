import { localeFacts, type Locale } from '@/lib/i18n/locales';
import { bottleVolumeMl, currency } from './facts';

// CLDR's French symbol for the pound is "£GB"; the narrow symbol is the sign alone, as English writes it.
const money = (locale: Locale) =>
  new Intl.NumberFormat(localeFacts[locale].numbers, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });

/** A price as visitors read it in their language: "£89.95", "89,95 £". */
export function formatPrice(pence: number, locale: Locale = 'en'): string {
  return money(locale).format(pence / 100);
}

/**
 * An offer's price by the litre, to the nearest penny (Directive 98/6/EC; the Price Marking Order 2004): £8.95
 * for one 750 ml bottle is 1193 (£11.93), £89.95 for twelve is 999 (£9.99).
 */
export function pencePerLitre(pricePence: number, bottles: number, volumeMl: number = bottleVolumeMl): number {
  return Math.round((pricePence * 1000) / (bottles * volumeMl));
}

/** The same price as a bare decimal for machines (schema.org's Offer.price), e.g. "89.95". */
export function priceValue(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** A day as visitors read it in their language: "June 8, 2025", "8 juin 2025". */
export function formatDate(isoDay: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeFacts[locale].dates, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}
