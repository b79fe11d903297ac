import type { FailureCode } from '@/lib/enquiry/failure';
import { failureText } from '@/lib/enquiry/failure-message';
import { escapeHtml, isCrossSite } from '@/lib/http';
import { enquiryWordsIn } from '@/lib/i18n/enquiry-words';
import { anchorHref, localeFacts, localeOfPath } from '@/lib/i18n/locales';
import { contact, site } from '@/lib/site/facts';
import { countRefusal } from '../core/refusal-tally';
import { failureAnswers } from '../core/result';

// The enquiry's 16 KB (take-enquiry.ts), React's copy of the previous answer and the multipart framing; next.config.ts agrees.
export const FORM_POST_MAX_BYTES = 48 * 1024;

// In the language of the page the form was posted from.
export function refusal(code: FailureCode, path: string): Response {
  const locale = localeOfPath(path);
  const { refused, failures } = enquiryWordsIn[locale];
  const message = failureText(failures, code, contact.email);
  const { status } = failureAnswers[code];
  const html = `<!doctype html><html lang="${localeFacts[locale].tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(refused.title)} – ${site.name}</title></head><body><main><h1>${escapeHtml(refused.title)}</h1><p>${escapeHtml(message)}</p><p><a href="${anchorHref(locale, 'enquiry-form')}">${escapeHtml(refused.back)}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

type Answer = (code: FailureCode, path: string) => Response;
/** `own`: what the check takes for ours, our hosts for the enquiry form (isCrossSite), our origin for the Review page. */
type CrossSite = (headers: Headers, own: readonly string[]) => boolean;
type Refuse = (request: Request, own: readonly string[], count?: (code: FailureCode) => void) => Response | null;

/**
 * Form posts refused before Next reads them: from another site (403), of unknown length (411: a browser always
 * says it, and such a post could only be cut off midway), past `maxBytes` (413), or a multipart post without its
 * boundary or too short to end with it (400), which Next would answer with a 500 and a stack trace in the log.
 */
export function formPostGuard(maxBytes: number, answer: Answer, crossSite: CrossSite = isCrossSite): Refuse {
  const refusedCode = (request: Request, own: readonly string[]): FailureCode | undefined => {
    if (crossSite(request.headers, own)) return 'foreign-origin';
    const length = request.headers.get('content-length');
    if (length === null) return 'length-required';
    if (Number(length) > maxBytes) return 'too-large';
    const type = request.headers.get('content-type') ?? '';
    const boundary = /;\s*boundary="?([^";\s]+)/i.exec(type)?.[1];
    const framed = boundary !== undefined && Number(length) >= `--${boundary}--`.length;
    return /^\s*multipart\/form-data/i.test(type) && !framed ? 'invalid-form' : undefined;
  };
  return (request, own, count = countRefusal) => {
    if (request.method !== 'POST') return null;
    const code = refusedCode(request, own);
    if (!code) return null;
    count(code);
    return answer(code, new URL(request.url).pathname);
  };
}

// Next would refuse them too, but with a 500.
export const refuseFormPost = formPostGuard(FORM_POST_MAX_BYTES, refusal);
