import type { ContentError } from '../content/content-error.ts';
import { formatFieldPath, issueProblems } from '../content/validate.ts';
import type { CheckedDirective, Directive } from '../definition/directive.ts';
import { noImageAt, type ImageCatalog } from '../images/published-image.ts';
import { writtenAs, type DirectiveUse } from './component-uses.ts';

/** A use whose name the site declares and whose attributes its schema accepted. */
export type AcceptedDirective = Extract<CheckedDirective, { ok: true }>;

export type CheckedUse =
  { readonly ok: true; readonly accepted: AcceptedDirective } | { readonly ok: false; readonly errors: ContentError[] };

/**
 * Checks one use against the site's directives: that the site declares its name, for
 * the way it is written; that its schema accepts its attributes; and that every image
 * an attribute names (see imageField) is one the build has. The schema is the site's,
 * and so is the zod that reads it: the directive itself says which images it names.
 * Each problem is at the use's line, its field the directive and the attribute: `::figure src`.
 */
export function checkDirectiveUse(
  use: DirectiveUse,
  file: string,
  directives: Readonly<Record<string, Directive>>,
  images: ImageCatalog,
): CheckedUse {
  const name = writtenAs(use);
  const problem = (path: readonly PropertyKey[], message: string): ContentError => ({
    file,
    line: use.line,
    field: path.length === 0 ? name : `${name} ${formatFieldPath(path)}`,
    message,
  });
  const declared = Object.hasOwn(directives, use.name) ? directives[use.name] : undefined;
  if (declared === undefined) return { ok: false, errors: [problem([], `unknown directive (${declaredNames(directives)})`)] };
  if (declared.kind !== use.written) return { ok: false, errors: [problem([], misusedKind(declared, use.name))] };
  const checked = declared.check(use.attributes);
  if (!checked.ok) {
    return { ok: false, errors: issueProblems(checked.issues, 'attribute').map(({ path, message }) => problem(path, message)) };
  }
  const missing = checked.images.filter((reference) => images.find(reference.image) === undefined);
  if (missing.length > 0) return { ok: false, errors: missing.map((reference) => problem(reference.path, noImageAt(reference.image))) };
  return { ok: true, accepted: checked };
}

/** What the site has, as writers type it: `this site has :::note, ::figure`. */
function declaredNames(directives: Readonly<Record<string, Directive>>): string {
  const names = Object.entries(directives).map(([name, { kind }]) => writtenAs({ name, written: kind }));
  return names.length === 0 ? 'this site has none' : `this site has ${names.join(', ')}`;
}

function misusedKind(declared: Directive, name: string): string {
  return declared.kind === 'container'
    ? `wraps Markdown: open it with :::${name} on a line of its own and close it with ::: on another`
    : `stands on a line of its own, as ::${name}{...}, with no ::: to close it`;
}
