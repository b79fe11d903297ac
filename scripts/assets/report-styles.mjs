// Print styles for the report: A4 pages in the site's palette (read from app/globals.css) and type.
import { colour } from './palette.mjs';

export const reportStyles = `
:root { --ink: ${colour('ink')}; --deep: ${colour('deep')}; --sea: ${colour('sea')}; --tide: ${colour('tide')};
  --sand: ${colour('sand')}; --paper: ${colour('paper')}; --gold: ${colour('gold')}; --gold-ink: ${colour('gold-ink')};
  --muted: ${colour('muted')}; --line: ${colour('line')}; --text: ${colour('text')} }
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; font: 11pt/1.6 Manrope, sans-serif; color: var(--text) }
.page { width: 210mm; height: 297mm; padding: 22mm 20mm 26mm; page-break-after: always; position: relative; background: var(--paper); overflow: hidden }
.cover { background: linear-gradient(160deg, var(--ink), var(--sea) 70%, var(--tide)); color: var(--sand); display: flex; flex-direction: column; justify-content: center }
h1, h2, h3 { font-family: 'Cormorant Garamond', serif; font-weight: 600; margin: 0 0 .4em; color: var(--ink) }
.cover h1 { color: var(--sand); font-size: 46pt; line-height: 1.05; margin-top: 12mm }
h2 { font-size: 30pt; line-height: 1.1 }
h3 { font-size: 17pt; line-height: 1.15; margin-bottom: .3em }
.kicker { letter-spacing: .25em; text-transform: uppercase; font-size: 9pt; opacity: .85; margin-top: 10mm }
.lede { font-size: 15pt; max-width: 130mm; opacity: .92 }
.foot { position: absolute; bottom: 22mm; font-size: 9pt; letter-spacing: .12em; text-transform: uppercase; opacity: .75 }
.eyebrow { margin: 0 0 3mm; font-size: 8.5pt; font-weight: 700; letter-spacing: .28em; text-transform: uppercase; color: var(--gold-ink) }
.intro { font-size: 13pt; max-width: 160mm; color: var(--muted); margin: 0 0 10mm }
footer { position: absolute; left: 20mm; right: 20mm; bottom: 11mm; display: flex; justify-content: space-between; border-top: .6pt solid var(--line); padding-top: 3mm; font-size: 8pt; letter-spacing: .12em; text-transform: uppercase; color: var(--muted) }
.right footer { flex-direction: row-reverse }
.left footer { color: var(--line); border-color: var(--sea) }
.left { border-right: 3mm solid var(--ink) }
.right { border-left: 3mm solid var(--ink) }
.cards { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm 11mm; margin-bottom: 10mm }
.left { display: flex; flex-direction: column }
.glance { margin: auto -20mm -26mm; display: grid; grid-template-columns: repeat(3, 1fr); gap: 8mm; padding: 9mm 20mm 26mm; background: var(--ink); color: var(--sand) }
.glance strong { display: block; font: 600 34pt/1 'Cormorant Garamond', serif; color: var(--gold); margin-bottom: 2mm }
.glance span { font-size: 9.5pt }
article { border-top: 1.5pt solid var(--gold); padding-top: 5mm }
article p { margin: 0 0 2.5mm; font-size: 10pt }
.index { display: block; font: 600 26pt/1 'Cormorant Garamond', serif; color: var(--gold); margin-bottom: 3mm }
.claim { font-weight: 600; color: var(--ink) }
.charts { display: grid; grid-template-columns: 1fr 1fr; gap: 10mm; margin: 4mm 0 6mm }
figure { margin: 0; display: grid; justify-items: center; gap: 3mm; text-align: center }
figure.wide { margin-bottom: 8mm; padding: 8mm 8mm 6mm; background: var(--sand); border-radius: 3mm }
figcaption { font-size: 10pt; color: var(--muted); max-width: 70mm }
figure.wide figcaption { max-width: none }
figcaption strong { display: block; font: 600 15pt 'Cormorant Garamond', serif; color: var(--ink) }
table { width: 100%; border-collapse: collapse; font-size: 10pt }
caption { text-align: left; font: 600 15pt 'Cormorant Garamond', serif; color: var(--ink); margin-bottom: 2mm }
thead th { text-align: left; font-size: 8pt; letter-spacing: .14em; text-transform: uppercase; color: var(--gold-ink); border-bottom: 1.2pt solid var(--ink); padding: 2mm 2mm 2mm 0 }
tbody th, td { text-align: left; vertical-align: top; padding: 2.6mm 2mm 2.6mm 0; border-bottom: .6pt solid var(--line) }
tbody th { color: var(--ink); font-weight: 700 }
td:last-child { color: var(--ink) }
thead th:first-child { width: 26% }
thead th:nth-child(2) { width: 34% }
ol { padding-left: 5mm }
ol li { margin-bottom: 4mm }
.contact { position: absolute; left: 20mm; right: 20mm; bottom: 30mm; display: flex; gap: 6mm; align-items: center; padding: 7mm; background: var(--sand); border-radius: 3mm }
.contact p { margin: 0 }
`;
