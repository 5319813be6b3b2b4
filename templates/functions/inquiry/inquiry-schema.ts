// Named imports rather than the `z` namespace let the bundler leave zod's unused parts (locales) out.
import { email, object, string, type output } from 'zod';
import { inquiryFieldLimits } from './field-limits.ts';

/**
 * A field of free text: trimmed, then required and bounded in UTF-16 code units,
 * as the form's `maxlength` counts. Not zod's `.max`, which counts code points and
 * so would let a script send up to twice what the form allows a visitor to type.
 */
const text = (max: number) =>
  string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Required.' : 'Must be text.') })
    // maxlength counts a line break as one unit, but a posted form sends each as CRLF.
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .min(1, 'Required.')
    .refine((value) => value.length <= max, `Must be at most ${max} UTF-16 code units (an emoji such as 😀 counts as 2).`);

/** Unknown fields (the honeypot included) are stripped, not rejected: forms grow. */
const inquirySchema = object({
  name: text(inquiryFieldLimits.name),
  email: text(inquiryFieldLimits.email).pipe(email('Must be a valid email address.')),
  message: text(inquiryFieldLimits.message),
});

export type Inquiry = output<typeof inquirySchema>;

export type InquiryValidation =
  { readonly ok: true; readonly inquiry: Inquiry } | { readonly ok: false; readonly fields: Readonly<Record<string, string>> };

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
