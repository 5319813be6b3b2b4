import { formatContentError } from '../content/content-error.ts';
import { locateField } from '../content/entry-locations.ts';
import type { Route, RouteSource } from '../definition/routes.ts';
import type { CheckedFunction } from '../functions/declared-functions.ts';
import { quotedSitePath, shownSitePath } from '../output/site-path.ts';
import type { ClaimConflict } from './address-claims.ts';
import type { EngineFile } from './site-files.ts';

/** Who takes an address: a route, a file the site's definition adds, one of the engine's own files, or a function of the site. */
export type Claimant =
  | { readonly kind: 'route'; readonly route: Route<unknown> }
  | { readonly kind: 'site file'; readonly path: string; readonly text: string }
  | { readonly kind: 'engine file'; readonly file: EngineFile }
  | { readonly kind: 'function'; readonly fn: CheckedFunction };

export interface PlanProblem {
  readonly at: Claimant;
  readonly message: string;
}

/** A conflict, told at the claim that came from content when one of the two did: that is where a writer fixes it. */
export function conflictProblem({ kind, claim, earlier }: ClaimConflict<Claimant>): PlanProblem {
  const atEarlier = sourceOf(claim.claimant) === undefined && sourceOf(earlier.claimant) !== undefined;
  const [subject, other] = atEarlier ? [earlier.claimant, claim.claimant] : [claim.claimant, earlier.claimant];
  const declared = quotedSitePath(declaredPathOf(subject));
  const described = describeClaimant(other, { withSource: true });
  const messages = {
    'same address': `${declared} is also the address of ${described}`,
    'inside a file': `${declared} would be written inside ${described}, which is a file`,
    'over a folder': `${declared} would be written as a file where ${described} needs a folder`,
  } as const;
  // Seen from the earlier claim, a claim inside its file is one over its folder, and the other way round.
  const flipped = { 'same address': 'same address', 'inside a file': 'over a folder', 'over a folder': 'inside a file' } as const;
  return { at: subject, message: messages[atEarlier ? flipped[kind] : kind] };
}

/** Each problem as a line: `file:line: field: message` where it came from content, else after the route or file it is about; those first, in file and line order. */
export function formatPlanProblems(problems: readonly PlanProblem[]): string[] {
  const located = problems.flatMap(({ at, message }) => {
    const source = sourceOf(at);
    return source ? [{ ...locateField(source.entry, source.field), message }] : [];
  });
  located.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const unlocated = problems.filter(({ at }) => sourceOf(at) === undefined).map(({ at, message }) => `${describeClaimant(at)}: ${message}`);
  return [...located.map(formatContentError), ...unlocated];
}

function sourceOf(claimant: Claimant): RouteSource | undefined {
  return claimant.kind === 'route' ? claimant.route.source : undefined;
}

export function declaredPathOf(claimant: Claimant): string {
  if (claimant.kind === 'route') return claimant.route.path;
  if (claimant.kind === 'function') return claimant.fn.declaration.path;
  return claimant.kind === 'site file' ? claimant.path : claimant.file.path;
}

/**
 * A claimant as messages name it: `the page /notes/a (NotePage)`, `the redirect /old to /new`,
 * `the site's file /notes/index.json`, `the feed`, `the function contact`; with where its address
 * was declared, when asked and known.
 */
function describeClaimant(claimant: Claimant, options: { readonly withSource?: boolean } = {}): string {
  if (claimant.kind === 'engine file') return claimant.file.name;
  if (claimant.kind === 'function') return `the function ${shownSitePath(claimant.fn.name)}`;
  if (claimant.kind === 'site file') return `the site's file ${shownSitePath(claimant.path)}`;
  const { route } = claimant;
  const described =
    route.kind === 'page'
      ? `the page ${shownSitePath(route.path)} (${route.template})`
      : `the redirect ${shownSitePath(route.path)} to ${shownSitePath(route.to)}`;
  if (!options.withSource || !route.source) return described;
  const { file, line, field } = locateField(route.source.entry, route.source.field);
  return `${described}, from ${file}:${line}${field ? ` (${field})` : ''}`;
}
