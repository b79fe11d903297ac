import { About } from '@/components/home/about';
import { CardRipples } from '@/components/home/card-ripples';
import { Contact } from '@/components/home/contact';
import { Hero } from '@/components/home/hero';
import { Products } from '@/components/home/products';
import { Story } from '@/components/home/story';
import { Sustainability } from '@/components/home/sustainability';
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
