import type { Locale } from '@/lib/i18n/locales';
import { ripple } from '@/lib/ripple/model';
import { homeStructuredData, jsonLd } from '@/lib/site/structured-data';
import { siteUrl } from '@/lib/site/url';
import { SiteFrame } from '@/components/layout/site-frame';
import { About } from './about';
import { CardRipples } from './card-ripples';
import { Contact } from './contact';
import { Hero } from './hero';
import { Products } from './products';
import { Story } from './story';
import { Sustainability } from './sustainability';

/** The one long page, in a language. */
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <SiteFrame locale={locale} page="home">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(homeStructuredData(siteUrl(), locale)) }}
      />
      <Hero locale={locale} />
      <About locale={locale} />
      <Products locale={locale} />
      <Story locale={locale} />
      <Sustainability locale={locale} />
      <Contact locale={locale} />
      <CardRipples lifetimeMs={ripple.cardLifetimeMs} size={ripple.maxSize} />
    </SiteFrame>
  );
}
