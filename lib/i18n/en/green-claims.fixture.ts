// Environmental claims of our own wording, which the English pages and report must not make: they reach
// consumers across the EU, since English is what a visitor outside France reads by default (`x-default`).
// Generic claims (Directive (EU) 2024/825, annex I points 4a and 4c: "eco", "green", "climate",
// "neutral") and commitments with no plan behind them (UCPD art. 6(2)(d) as amended). The spec's own titles
// and claims are the client's (docs/launch.md, `titles` and `claims`), so they are taken out before reading.
import { wholeWord as word } from '../whole-word.fixture';

const forbidden: readonly RegExp[] = [
  word('eco(?:-?friendly)?|eco-\\p{L}+'),
  word('green(?:er)?'),
  word('sustainabl[ey]'),
  word('environmentally'),
  word('planet(?:-friendly)?'),
  word('climate'),
  word('neutral(?:ity)?'),
  word('net[- ]zero'),
  word('zero[- ](?:carbon|emissions?|waste)'),
  word('low[- ]carbon'),
  word('biodegradable'),
  word('commit(?:s|ted|ments?)?'),
  word('pledges?|we aim|every year|each year|by 20\\d\\d'),
];

/** The spec's titles, kept as it gives them (the client's to confirm for the EU). */
export const specTitles: readonly string[] = ['Sustainability commitment', 'Carbon Neutral', 'Eco Packaging'];

/** What in an English text makes an environmental claim of our own wording, as written there. */
export const ownClaims = (text: string) => {
  const plain = specTitles
    .reduce((rest, title) => rest.replace(new RegExp(word(title).source, 'giu'), ' '), text)
    .replace(/\s+/g, ' ');
  return forbidden.flatMap((pattern) => pattern.exec(plain)?.[0] ?? []);
};
