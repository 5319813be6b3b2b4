import type { z } from 'zod';
import type { ContentError } from './content-error.ts';
import { controlCharacterProblems } from './control-characters.ts';
import type { SourceDocument } from './source-document.ts';

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: ContentError[] };

/** Checks a parsed document against its schema, locating every problem by file, line and field. */
export function validateDocument<Schema extends z.ZodType>(
  doc: SourceDocument,
  schema: Schema,
): Validated<z.output<Schema>> {
  if (doc.syntaxErrors.length) return { ok: false, errors: [...doc.syntaxErrors] };
  const result = schema.safeParse(doc.data, { reportInput: true });
  // Checked here, for every data file and entry alike, rather than by each schema's strings.
  const controlCharacters = controlCharacterProblems(doc.data);
  if (result.success && controlCharacters.length === 0) return { ok: true, value: result.data };
  const schemaProblems = result.success ? [] : issueProblems(result.error.issues, 'field');
  return {
    ok: false,
    errors: [...schemaProblems, ...controlCharacters].map(({ path, message }) => ({
      file: doc.file,
      line: doc.lineOf(path),
      field: formatFieldPath(path),
      message,
    })),
  };
}

/** A problem a schema found, at the path of the value it is about. */
export interface IssueProblem {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What a schema's issues say, in words for writers: each key it does not know is a problem of its own, called an unknown `keyNoun`. */
export function issueProblems(issues: readonly z.core.$ZodIssue[], keyNoun: string): IssueProblem[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: `unknown ${keyNoun} (check its spelling)` }))
      : [{ path: issue.path, message: describeIssue(issue) }],
  );
}

export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`))
    .join('');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
  if (issue.code === 'invalid_type') return `expected ${issue.expected}, got ${describeValue(issue.input)}`;
  return issue.message;
}

function describeValue(value: unknown): string {
  if (value === null) return 'nothing (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}
