// Named imports rather than the `z` namespace let the bundler leave zod's unused parts (locales) out.
import { email, object, string, type output } from 'zod';

/**
 * A field of free text: trimmed, then required and bounded. Lengths count UTF-16
 * code units, as the form's `maxlength` attribute does, so the browser and the
 * handler agree on what fits.
 */
const text = (max: number) =>
  string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Required.' : 'Must be text.') })
    .trim()
    .min(1, 'Required.')
    .max(max, `Must be at most ${max} characters.`);

/** Unknown fields (the honeypot included) are stripped, not rejected: forms grow. */
const inquirySchema = object({
  name: text(200),
  email: text(254).pipe(email('Must be a valid email address.')),
  message: text(5_000),
});

export type Inquiry = output<typeof inquirySchema>;

export type InquiryValidation =
  | { readonly ok: true; readonly inquiry: Inquiry }
  | { readonly ok: false; readonly fields: Readonly<Record<string, string>> };

/** One message per invalid field (its first problem), keyed by the field's name. */
export function validateInquiry(input: Readonly<Record<string, unknown>>): InquiryValidation {
  const result = inquirySchema.safeParse(input);
  if (result.success) return { ok: true, inquiry: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    fields[field] ??= issue.message;
  }
  return { ok: false, fields };
}
