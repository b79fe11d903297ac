import { About } from '@/components/about';
import { CardRipples } from '@/components/card-ripples';
import { Contact } from '@/components/contact';
import { Hero } from '@/components/hero';
import { Products } from '@/components/products';
import { Story } from '@/components/story';
import { Sustainability } from '@/components/sustainability';
import { ripple } from '@/lib/ripple/model';
import { homeStructuredData, jsonLd } from '@/lib/site/structured-data';
import { siteUrl } from '@/lib/site/url';

export default function HomePage() {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(homeStructuredData(siteUrl())) }} />
      <Hero />
      <About />
      <Products />
      <Story />
      <Sustainability />
      <Contact />
      <CardRipples lifetimeMs={ripple.cardLifetimeMs} size={ripple.maxSize} />
    </>
  );
}
