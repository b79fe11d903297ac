// The sustainability report in one language: a cover, a two-page spread (the section's headings, then figures)
// and a back page about the report, as HTML that Chromium prints to A4. Every word is the language's
// (lib/i18n/<locale>/report.ts and the section's cards), every figure a fact (lib/site/facts.ts).
import { brandMarkSvg } from '../../lib/site/brand-mark.ts';
import { dictionaries } from '../../lib/i18n/dictionaries.ts';
import { localeFacts } from '../../lib/i18n/locales.ts';
import { claims, contact, site } from '../../lib/site/facts.ts';
import { ring, timeline } from './report-charts.mjs';
import { reportStyles } from './report-styles.mjs';

/** @typedef {import('../../lib/i18n/locales.ts').Locale} Locale */
/** @typedef {import('../../lib/i18n/dictionary.ts').Dictionary} Dictionary */

/** @param {Dictionary} words */
function pages({ report, sustainability, hero }) {
  /** @param {string} content @param {string} cls @param {number} [number] */
  const page = (content, cls, number) =>
    `<section class="page ${cls}">${content}${number ? `<footer><span>${site.name} · ${report.title}</span><span>${number}</span></footer>` : ''}</section>`;

  const cover = page(
    `${brandMarkSvg({ size: 96, stroke: 'var(--sand)' })}
    <p class="kicker">${site.name} · ${hero.subline}</p>
    <h1>${report.title}</h1>
    <p class="lede">${sustainability.intro}</p>
    <p class="foot">${site.legalName} · ${report.place}</p>`,
    'cover',
  );

  const { notes } = report.commitments;
  if (notes.length !== sustainability.cards.length) throw new Error('report.ts needs one note for each card');
  const cards = sustainability.cards
    .map(
      (card, i) =>
        `<article><span class="index">0${i + 1}</span><h3>${card.title}</h3><p class="claim">${card.text}</p><p><strong>${report.commitments.toPublish}.</strong> ${notes[i]?.toPublish}</p></article>`,
    )
    .join('');
  const glance = report.glance
    .map(({ figure, label }) => `<div><strong>${figure}</strong><span>${label}</span></div>`)
    .join('');
  const commitments = page(
    `<p class="eyebrow">${sustainability.label}</p>
    <h2>${report.commitments.title}</h2>
    <p class="intro">${report.commitments.intro}</p>
    <div class="cards">${cards}</div>
    <div class="glance" style="grid-template-columns: repeat(${report.glance.length}, 1fr)">${glance}</div>`,
    'spread left',
    2,
  );

  const { figures } = report;
  const colours = ['var(--tide)', 'var(--gold)'];
  const shares = figures.shares
    .map(
      (share, i) =>
        `<figure>${ring(share.percent, colours[i % colours.length])}<figcaption><strong>${share.label}</strong>${share.caption}</figcaption></figure>`,
    )
    .join('');
  const rows = sustainability.cards
    .map(({ title }, i) => `<tr><th>${title}</th><td>${notes[i]?.stated}</td><td>${notes[i]?.toPublish}</td></tr>`)
    .join('');
  const figuresPage = page(
    `<p class="eyebrow">${figures.eyebrow}</p>
    <h2>${figures.title}</h2>
    ${shares ? `<div class="charts">${shares}</div>` : ''}
    <figure class="wide">${timeline({ years: claims.filtrationYears, ...figures.filtration })}<figcaption><strong>${figures.filtration.label}</strong> ${figures.filtration.caption}</figcaption></figure>
    <table><caption>${figures.table}</caption>
      <thead><tr><th>${figures.commitment}</th><th>${report.commitments.stated}</th><th>${report.commitments.toPublish}</th></tr></thead>
      <tbody>${rows}</tbody></table>`,
    'spread right',
    3,
  );

  const { about } = report;
  const items = about.items.map(({ title, text }) => `<li><strong>${title}</strong> ${text}</li>`).join('');
  const back = page(
    `<p class="eyebrow">${about.eyebrow}</p>
    <h2>${about.title}</h2>
    <p>${about.intro}</p>
    <ol>${items}</ol>
    <div class="contact">${brandMarkSvg({ size: 56, stroke: 'var(--ink)' })}<p>${about.questions}<br><strong>${contact.email}</strong> · ${contact.phone}<br>${site.legalName}, ${contact.address.street}, ${contact.address.locality}, ${contact.address.region} ${contact.address.postalCode}</p></div>`,
    'back',
    4,
  );
  return cover + commitments + figuresPage + back;
}

/** @param {string} fontFaces @param {Locale} locale */
export function reportHtml(fontFaces, locale) {
  const words = dictionaries[locale];
  return `<!doctype html><html lang="${localeFacts[locale].tag}"><head><meta charset="utf-8"><title>${site.name} · ${words.report.title}</title>
<style>${fontFaces}${reportStyles}</style></head><body>${pages(words)}</body></html>`;
}
