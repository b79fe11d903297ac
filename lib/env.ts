import 'server-only';
import { z } from 'zod';
import { contact, site } from '@/lib/site/facts';

// Unset and empty mean the same thing, so an empty line in .env never turns a default off.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const schema = z.object({
  SMTP_HOST: optional(z.string().trim()),
  SMTP_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  SMTP_SECURE: optional(z.enum(['true', 'false'])).transform((value) => value === 'true'),
  SMTP_USER: optional(z.string()),
  SMTP_PASS: optional(z.string()),
  CONTACT_TO: optional(z.string()).default(contact.email),
  CONTACT_FROM: optional(z.string()).default(`${site.name} website <${contact.email}>`),
  OUTBOX_DIR: optional(z.string()).default('./outbox'),
  SITE_URL: optional(z.url()),
  CONTACT_RATE_LIMIT_MAX: optional(z.coerce.number().int().min(1)).default(5),
  CONTACT_RATE_LIMIT_WINDOW_S: optional(z.coerce.number().int().min(1)).default(600),
  VERCEL: optional(z.string()),
});

export type ServerEnv = z.infer<typeof schema>;

let parsed: ServerEnv | undefined;

/** Server settings, read from the environment the first time they are needed, never at build time. */
export function serverEnv(): ServerEnv {
  if (parsed) return parsed;
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid server configuration: ${problems}`);
  }
  parsed = result.data;
  return parsed;
}
