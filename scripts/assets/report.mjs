// The sustainability report: a cover, a two-page spread (commitments, then figures) and a back page on method,
// as HTML that Chromium prints to A4. Titles, claims, figures and the year come from lib/site.
import { brandMarkSvg } from '../../lib/site/brand-mark.ts';
import { sustainability } from '../../lib/i18n/en/home.ts';
import { claims, contact, site, sustainabilityReport } from '../../lib/site/facts.ts';
import { ring, timeline } from './report-charts.mjs';
import { reportStyles } from './report-styles.mjs';

const { year } = sustainabilityReport;

// What each commitment means in practice and how it is checked, keyed by the card titles in lib/i18n/en/home.ts.
/** @type {Record<string, { detail: string, measure: string, basis: string, figure: string }>} */
const practice = {
  'Recycled Materials': {
    detail:
      'Our glass supplier declares the recycled cullet in every production batch. Bottles come back through our trade customers and the island’s bottle banks, to be washed and refilled or remelted.',
    measure: 'Cullet share per batch',
    basis: 'Supplier declaration',
    figure: `up to ${claims.recycledGlassPercent}%`,
  },
  'Carbon Neutral': {
    detail:
      'We count the emissions of bottling, packaging and island distribution, cut what we can each year, and retire certified offsets against the measured remainder.',
    measure: 'Scope 1, 2 and 3 emissions',
    basis: 'GHG Protocol; PAS 2060',
    figure: `${claims.carbonOffsetPercent}% offset`,
  },
  'Water Conservation': {
    detail:
      'Abstraction and the aquifer’s level are logged at the wellhead. Rinse water is recovered and reused in the bottling hall, and we draw only what the aquifer renews.',
    measure: 'Abstraction and aquifer level',
    basis: 'States of Guernsey licence',
    figure: 'Logged daily',
  },
  'Source Protection': {
    detail:
      'We work with the landowners of the catchment to keep it free of intensive farming and chemical treatment, so the rain that reaches the granite stays clean.',
    measure: 'Land use in the catchment',
    basis: 'Agreements with landowners',
    figure: 'No intensive farming',
  },
};

/** @param {string} content @param {string} cls @param {number} [number] */
const page = (content, cls, number) =>
  `<section class="page ${cls}">${content}${number ? `<footer><span>${site.name} · Sustainability Report ${year}</span><span>${number}</span></footer>` : ''}</section>`;

function cover() {
  return page(
    `${brandMarkSvg({ size: 96, stroke: 'var(--sand)' })}
    <p class="kicker">${site.name} · ${site.tagline}</p>
    <h1>Sustainability Report ${year}</h1>
    <p class="lede">${sustainability.intro}</p>
    <p class="foot">${site.legalName} · ${contact.address.locality}, ${contact.address.region}</p>`,
    'cover',
  );
}

function commitments() {
  const cards = sustainability.cards
    .map((card, i) => {
      const p = practice[card.title];
      if (!p) throw new Error(`report.mjs has no practice for "${card.title}"`);
      return `<article><span class="index">0${i + 1}</span><h3>${card.title}</h3><p class="claim">${card.text}</p><p>${p.detail}</p></article>`;
    })
    .join('');
  return page(
    `<p class="eyebrow">${sustainability.label}</p>
    <h2>Four commitments, one island</h2>
    <p class="intro">Guernsey’s rain becomes our water, so looking after the island is not a side project: it is the business. These are the four things we hold ourselves to, and what each one takes.</p>
    <div class="cards">${cards}</div>
    <div class="glance">
      <div><strong>${claims.filtrationYears}</strong><span>years of natural filtration, at most</span></div>
      <div><strong>${claims.recycledGlassPercent}%</strong><span>recycled glass in each bottle, at most</span></div>
      <div><strong>${claims.carbonOffsetPercent}%</strong><span>of measured carbon emissions offset</span></div>
    </div>`,
    'spread left',
    2,
  );
}

function figures() {
  const rows = sustainability.cards
    .map(({ title }) => practice[title])
    .map(
      (p, i) =>
        `<tr><th>${sustainability.cards[i].title}</th><td>${p.measure}</td><td>${p.basis}</td><td>${p.figure}</td></tr>`,
    )
    .join('');
  return page(
    `<p class="eyebrow">${year} in figures</p>
    <h2>What the numbers say</h2>
    <div class="charts">
      <figure>${ring(claims.recycledGlassPercent, 'var(--tide)')}<figcaption><strong>Recycled glass</strong>in each bottle, at most</figcaption></figure>
      <figure>${ring(claims.carbonOffsetPercent, 'var(--gold)')}<figcaption><strong>Carbon offset</strong>of the emissions we measure</figcaption></figure>
    </div>
    <figure class="wide">${timeline(claims.filtrationYears)}<figcaption><strong>Up to ${claims.filtrationYears} years</strong> from Atlantic rain to our spring, filtered through granite</figcaption></figure>
    <table><caption>How each commitment is measured</caption>
      <thead><tr><th>Commitment</th><th>What we measure</th><th>Basis</th><th>${year}</th></tr></thead>
      <tbody>${rows}</tbody></table>`,
    'spread right',
    3,
  );
}

function method() {
  return page(
    `<p class="eyebrow">Method and sources</p>
    <h2>How we know</h2>
    <p>Figures in this report describe the ${year} reporting year and the bottling site at ${contact.address.street}, ${contact.address.region}.</p>
    <ol>
      <li><strong>Filtration age.</strong> Residence-time estimate for the spring’s aquifer from the hydrogeological survey of the catchment held by ${site.legalName}.</li>
      <li><strong>Recycled glass.</strong> Cullet content declared by our glass supplier for each production batch; the figure is the highest batch share.</li>
      <li><strong>Carbon.</strong> Scope 1, 2 and 3 emissions counted to the GHG Protocol Corporate Standard; offsets retired against the measured total, in line with PAS 2060.</li>
      <li><strong>Water.</strong> Abstraction and aquifer levels logged at the wellhead, reported to the States of Guernsey as our licence requires.</li>
      <li><strong>Mineral water status.</strong> Recognised as a natural mineral water under the rules that follow Directive 2009/54/EC.</li>
    </ol>
    <div class="contact">${brandMarkSvg({ size: 56, stroke: 'var(--ink)' })}<p>Questions about this report<br><strong>${contact.email}</strong> · ${contact.phone}<br>${site.legalName}, ${contact.address.street}, ${contact.address.locality}, ${contact.address.region} ${contact.address.postalCode}</p></div>`,
    'back',
    4,
  );
}

/** @param {string} fontFaces */
export function reportHtml(fontFaces) {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${site.name} Sustainability Report ${year}</title>
<style>${fontFaces}${reportStyles}</style></head><body>${cover()}${commitments()}${figures()}${method()}</body></html>`;
}
