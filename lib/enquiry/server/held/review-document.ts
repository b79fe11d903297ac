import { createHash } from 'node:crypto';
// Relative: next.config.ts reads reviewPolicy too, outside the app's path aliases.
import { escapeHtml } from '../../../http';
import { site } from '../../../site/facts';

// Written here rather than by React, so that they carry no script at all. Every value from a visitor is escaped.

const REVIEW_STYLE = `body{margin:0;background:#f4efe6;color:#1b2733;font:16px/1.6 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,sans-serif}
main{max-width:40rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:16px}
h1{margin:0 0 1rem;color:${site.themeColor};font:400 1.75rem/1.25 Georgia,'Times New Roman',serif}
.brand{margin:0 0 1.5rem;color:#7a5a26;font-size:.75rem;font-weight:700;letter-spacing:.16em;text-transform:uppercase}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#7a5a26;font-weight:700}dd{margin:0;overflow-wrap:anywhere}
blockquote{margin:0 0 1.5rem;padding:1rem 1.25rem;border-left:3px solid #c2a266;background:#fbf8f2;overflow-wrap:anywhere}
button{padding:.8rem 1.75rem;border:0;border-radius:999px;background:${site.themeColor};color:#f4efe6;font-family:inherit;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #7a5a26;outline-offset:3px}`;

export const reviewPolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(REVIEW_STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** What every answer on a Review page's path carries, whoever answers it (next.config.ts, the proxy, the route). */
export const reviewRouteHeaders = {
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': reviewPolicy,
} as const;

export const reviewHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  ...reviewRouteHeaders,
} as const;

export function page(title: string, parts: string[]): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)} – ${escapeHtml(site.name)}</title><style>${REVIEW_STYLE}</style></head>
<body><main><p class="brand">${escapeHtml(site.name)} · held enquiry</p><h1>${escapeHtml(title)}</h1>
${parts.join('\n')}
</main></body></html>`;
}

export const para = (text: string) => `<p>${escapeHtml(text)}</p>`;

export type ReviewAnswer = 'released' | 'nothing' | 'busy' | 'failed' | 'refused-again' | 'refused' | 'limited';

const answers: Record<ReviewAnswer, { status: number; title: string; text: string }> = {
  released: {
    status: 200,
    title: 'Delivered',
    text: 'The enquiry is on its way to your inbox, marked “released from held”. Reply to it from there.',
  },
  nothing: {
    status: 200,
    title: 'Nothing to release',
    text: 'This enquiry is no longer waiting for you: it has been delivered already, or erased, or its time on record is over. No e-mail was sent.',
  },
  busy: {
    status: 409,
    title: 'Being delivered',
    text: 'Someone is delivering this enquiry at this moment. It will not be sent twice; look for it in your inbox.',
  },
  failed: {
    status: 503,
    title: 'Not delivered yet',
    text: 'The mail server did not take the enquiry, so it is still waiting here. Try again in a few minutes.',
  },
  'refused-again': {
    status: 502,
    title: 'Refused by the mail server',
    text: 'The mail server refused this enquiry’s message again, so it was not delivered; it stays on record. If a person wrote it, answer them from your own mailbox.',
  },
  refused: {
    status: 403,
    title: 'Not sent from the Review page',
    text: 'This request did not come from the Review page itself, so nothing was done. Open the Review link from the digest and press the button there.',
  },
  limited: {
    status: 429,
    title: 'Too many requests',
    text: 'Too many requests came from your connection. Wait a few minutes, then open the Review link again.',
  },
};

export function answerPage(answer: ReviewAnswer, status = answers[answer].status): Response {
  const { title, text } = answers[answer];
  return new Response(page(title, [para(text)]), { status, headers: reviewHeaders });
}
