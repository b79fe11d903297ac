import { wordsFor } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import { anchorHref, localeFacts, type Locale } from '@/lib/i18n/locales';
import { contact, currency, imageSrc, media, products, site } from './facts';
import { priceValue } from './price';

/** Serialises JSON-LD so no value can close the surrounding <script> element. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The home page's graph in its language: the organisation (one, whatever the language) and its offers. */
export function homeStructuredData(origin: URL, locale: Locale = 'en') {
  const url = (path: string) => new URL(path, origin).href;
  const { catalogue } = wordsFor(locale);
  const organization = {
    '@type': 'Organization',
    '@id': url('/#organization'),
    name: site.name,
    legalName: site.legalName,
    url: url('/'),
    logo: url('/logo.png'),
    email: contact.email,
    telephone: contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.locality,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: contact.email,
      telephone: contact.phone,
      // No areaServed or availableLanguage: the client has said neither where it sells nor in what it answers.
    },
  };
  const offers = products.map((product) => ({
    '@type': 'Product',
    '@id': url(anchorHref(locale, product.id)),
    name: `${site.name} ${catalogue.items[product.id].name}`,
    description: fill(catalogue.productDescription, { detail: catalogue.items[product.id].detail }),
    image: url(imageSrc(media.images[product.image])),
    brand: { '@type': 'Brand', name: site.name },
    offers: {
      '@type': 'Offer',
      price: priceValue(product.pricePence),
      priceCurrency: currency,
      url: url(anchorHref(locale, 'products')),
      seller: { '@id': organization['@id'] },
    },
  }));
  const page = {
    '@type': 'WebPage',
    '@id': url(localeFacts[locale].home),
    url: url(localeFacts[locale].home),
    name: wordsFor(locale).pages.home.title,
    inLanguage: localeFacts[locale].tag,
    about: { '@id': organization['@id'] },
  };
  return { '@context': 'https://schema.org', '@graph': [organization, page, ...offers] };
}
