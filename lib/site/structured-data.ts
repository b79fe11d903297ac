import { contact, currency, imageSrc, media, products, site } from './facts';
import { priceValue } from './price';

/** Serialises JSON-LD so no value can close the surrounding <script> element. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function homeStructuredData(origin: URL) {
  const url = (path: string) => new URL(path, origin).href;
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
      areaServed: 'GB',
      availableLanguage: 'en-GB',
    },
  };
  const offers = products.map((product) => ({
    '@type': 'Product',
    '@id': url(`/#${product.id}`),
    name: `${site.name} ${product.name}`,
    description: `${site.name} natural mineral water from Guernsey: ${product.detail}.`,
    image: url(imageSrc(media.images[product.image])),
    brand: { '@type': 'Brand', name: site.name },
    offers: {
      '@type': 'Offer',
      price: priceValue(product.pricePence),
      priceCurrency: currency,
      availability: 'https://schema.org/InStock',
      url: url('/#products'),
      seller: { '@id': organization['@id'] },
    },
  }));
  return { '@context': 'https://schema.org', '@graph': [organization, ...offers] };
}
