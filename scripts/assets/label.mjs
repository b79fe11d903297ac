// The bottle's wrap-around label and the crate's printed panel, as HTML that Chromium turns into textures.
// The label states no recycled content: "up to 80%" is a maximum, and France asks a label for the share
// actually incorporated (décret 2022-748; docs/launch.md, recycled-share).
import { brandMarkSvg } from '../../lib/site/brand-mark.ts';
import { hero } from '../../lib/i18n/en/home.ts';
import { bottleVolumeMl, claims, contact, products, site } from '../../lib/site/facts.ts';
import { colour } from './palette.mjs';

// The label's size in CSS pixels at 0.2 mm each: the band's circumference by its height (see blender/bottle.py).
export const labelViewport = { width: 1170, height: 450 };
export const panelViewport = { width: 640, height: 250 };

/** @param {string} fontFaces */
const styles = (fontFaces) => `${fontFaces}
* { box-sizing: border-box; margin: 0 }
body { width: 100vw; height: 100vh; overflow: hidden; background: ${colour('sand')}; color: ${colour('ink')}; font-family: Manrope }
.rule { position: absolute; left: 0; right: 0; height: 5px; background: linear-gradient(90deg, ${colour('gold-ink')}, ${colour('gold')} 50%, ${colour('gold-ink')}) }
.panel { position: absolute; top: 0; bottom: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center }
.name { font: 600 96px/1 'Cormorant Garamond'; letter-spacing: .12em; margin-right: -.12em }
.kind { font-size: 19px; font-weight: 700; letter-spacing: .3em; margin-top: 14px; color: ${colour('ink')} }
.gold { width: 90px; height: 2px; background: ${colour('gold')}; margin: 18px 0 }
.small { font-size: 16px; font-weight: 600; letter-spacing: .26em; color: ${colour('muted')} }
.volume { font-size: 19px; font-weight: 700; letter-spacing: .12em; color: ${colour('gold-ink')}; margin-top: 10px }
.side { width: 250px; font-size: 12.5px; line-height: 1.55; color: ${colour('muted')}; gap: 10px }
.side strong { font: 500 22px/1.1 'Cormorant Garamond'; color: ${colour('ink')}; letter-spacing: .08em }`;

/** @param {string} fontFaces */
export function labelHtml(fontFaces) {
  const { width } = labelViewport;
  return `<!doctype html><html><head><style>${styles(fontFaces)}</style></head><body>
  <div class="rule" style="top:22px"></div><div class="rule" style="bottom:22px"></div>
  <div class="panel" style="left:${width / 2 - 220}px;width:440px">
    ${brandMarkSvg({ size: 84, stroke: colour('ink') })}
    <p class="name" style="margin-top:16px">${site.name.toUpperCase()}</p>
    <p class="kind">NATURAL MINERAL WATER</p>
    <div class="gold"></div>
    <p class="small">${hero.tag.toUpperCase()}</p>
    <p class="volume">${bottleVolumeMl} ml</p>
  </div>
  <div class="panel side" style="left:${width / 2 - 520}px">
    <strong>Bottled at source</strong>
    <p>Filtered for up to ${claims.filtrationYears} years, then drawn from our spring in Guernsey.</p>
  </div>
  <div class="panel side" style="left:${width / 2 + 270}px">
    <strong>In glass</strong>
    <p>${bottleVolumeMl} ml of natural mineral water in a glass bottle. ${site.legalName}, ${contact.address.region}.</p>
  </div>
</body></html>`;
}

// The crate holds the multipack's bottles.
const caseBottles = Math.max(...products.map((product) => product.bottles));

/** @param {string} fontFaces */
export function panelHtml(fontFaces) {
  return `<!doctype html><html><head><style>${styles(fontFaces)}
body { background: ${colour('ink')}; color: ${colour('sand')}; display: flex; align-items: center; justify-content: center; gap: 26px }
.name { font-size: 72px }</style></head><body>
  ${brandMarkSvg({ size: 92, stroke: colour('sand') })}
  <div><p class="name">${site.name.toUpperCase()}</p><p class="kind" style="color:${colour('gold')}">${caseBottles} × ${bottleVolumeMl} ml</p></div>
</body></html>`;
}
