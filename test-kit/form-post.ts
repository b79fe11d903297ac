import type { APIRequestContext } from '@playwright/test';

export const enquiryFormPath = '/#enquiry-form';

const entities: Record<string, string> = { quot: '"', '#x27': "'", lt: '<', gt: '>', amp: '&' };

/**
 * The enquiry form's markup as the server renders it, with React's hidden fields that name the Server
 * Action, so a test can post it as a browser without JavaScript would.
 */
export async function enquiryForm(request: APIRequestContext, base: string) {
  return enquiryFormIn(await (await request.get(`${base}/`)).text());
}

/** The enquiry form and its hidden fields, read from the home page's HTML. */
export function enquiryFormIn(html: string) {
  const form = /<form[^>]*id="enquiry-form"[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) throw new Error('the home page has no enquiry form');
  const hidden: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)) {
    hidden[name!] = (value ?? '').replace(/&(quot|#x27|lt|gt|amp);/g, (_, entity: string) => entities[entity]!);
  }
  return { html: form, hidden };
}
