import type { ContentSources, LoadedContent } from '../definition/content-sources.ts';
import type { LoadedSiteDefinition, RouteEnvironment } from '../definition/define-site.ts';
import { isLastModifiedDate, lastModifiedRule } from '../definition/last-modified.ts';
import type { Route } from '../definition/routes.ts';
import type { CheckedFunction } from '../functions/declared-functions.ts';
import type { ImageCatalog } from '../images/published-image.ts';
import { notFoundFile, pageFileAt, siteFileAt } from '../output/page-files.ts';
import { checkSitePath, quotedSitePath, type SitePath } from '../output/site-path.ts';
import type { SitePaths } from '../render/site-paths.ts';
import { claimConflicts, type AddressClaim } from './address-claims.ts';
import { conflictProblem, declaredPathOf, formatPlanProblems, type Claimant, type PlanProblem } from './plan-problems.ts';
import { routeEnvironment } from './route-environment.ts';
import { engineFiles, type EngineFile } from './site-files.ts';

/** Every page of the site, and the other files its definition asks for: what the next stages write. */
export interface PagePlan {
  readonly routes: readonly PlannedPage[];
  /** What the site's routes were made with: its other declarations (social cards) are given the same. */
  readonly env: RouteEnvironment;
  /** Files the site's definition adds (`/notes/index.json`), by file inside the output. */
  readonly files: ReadonlyMap<string, string>;
  /** The site's server functions, each at its address. */
  readonly functions: readonly PlannedFunction[];
}

export interface PlannedFunction {
  readonly name: string;
  /** Its address, in the site-path rule's normal form. */
  readonly path: string;
  /** Its module's file, absolute. */
  readonly file: string;
}

export interface PlannedPage {
  readonly route: Route<unknown>;
  /** Where the page is written, inside the output. */
  readonly file: string;
}

/**
 * What the plan refuses to write: an address the site-path rule refuses, two things
 * at one address (a function's among them), or a route or function that says
 * something of itself that cannot be. Each problem is on a line of its own, at the
 * content field it came from when it did.
 */
export class PagePlanError extends Error {
  override name = 'PagePlanError';
  constructor(readonly problems: readonly string[]) {
    super(`${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} with the site's routes:\n${problems.join('\n')}`);
  }
}

export function planPages(
  definition: LoadedSiteDefinition,
  content: LoadedContent<ContentSources>,
  paths: SitePaths,
  images: ImageCatalog,
  functions: readonly CheckedFunction[],
  /** The files written besides what the site declares (from assets/), which no route or file of the site may also claim. */
  assetFiles: readonly EngineFile[] = [],
): PagePlan {
  const env: RouteEnvironment = routeEnvironment(definition.functions, paths, images);
  const declaredRoutes = definition.routes(content, env);
  const declaredFiles = Object.entries(definition.files?.(content, env) ?? {});
  const problems: PlanProblem[] = [];
  const claimOf = (claimant: Claimant, path: string): AddressClaim<Claimant> | undefined => {
    const refused = (problem: string) => void problems.push({ at: claimant, message: `${quotedSitePath(path)} ${problem}` });
    const checked = checkSitePath(path);
    if (!checked.ok) return refused(checked.problem);
    const file = fileOf(claimant, checked.sitePath);
    if (file === undefined) return refused('must name a file, and not end with /');
    return { path: checked.sitePath.path, file, claimant };
  };

  // The engine's files first: a route or a file of the site at their address is what a message names.
  const claims = [
    ...[...engineFiles(definition), ...assetFiles].map((file) => claimOf({ kind: 'engine file', file }, file.path)),
    ...declaredRoutes.map((route) => {
      const claimant = { kind: 'route', route } as const;
      const claim = claimOf(claimant, route.path);
      const mistakes = routeMistakes(route, claim?.path);
      for (const message of mistakes) problems.push({ at: claimant, message });
      // A route that cannot be written as it is declared claims no address: its mistake is the problem to fix.
      return mistakes.length === 0 ? claim : undefined;
    }),
    ...declaredFiles.map(([path, text]) => claimOf({ kind: 'site file', path, text }, path)),
    ...functions.map((fn) => {
      const claimant = { kind: 'function', fn } as const;
      for (const message of fn.mistakes) problems.push({ at: claimant, message });
      // Checked even so: every problem of a function is told at once.
      const claim = claimOf(claimant, fn.declaration.path);
      return fn.mistakes.length === 0 ? claim : undefined;
    }),
  ].filter((claim) => claim !== undefined);
  problems.push(...claimConflicts(claims).map(conflictProblem));
  if (problems.length > 0) throw new PagePlanError(formatPlanProblems(problems));

  const routes = claims.flatMap(({ claimant, file }) => (claimant.kind === 'route' ? [{ route: claimant.route, file }] : []));
  const files = new Map(claims.flatMap(({ claimant, file }) => (claimant.kind === 'site file' ? [[file, claimant.text] as const] : [])));
  const planned = claims.flatMap(({ claimant, path }) =>
    claimant.kind === 'function' ? [{ name: claimant.fn.name, path, file: claimant.fn.file }] : [],
  );
  return { routes, env, files, functions: planned };
}

/** Where a claimant's site path is written, inside the output; undefined for a file of the site whose path names a folder. */
function fileOf(claimant: Claimant, sitePath: SitePath): string | undefined {
  if (claimant.kind === 'route') return claimant.route.kind === 'page' && claimant.route.notFound ? notFoundFile : pageFileAt(sitePath);
  // A function writes nothing, but takes its address as a page there would: hosts could serve no page there.
  if (claimant.kind === 'function') return pageFileAt(sitePath);
  return declaredPathOf(claimant).endsWith('/') ? undefined : siteFileAt(sitePath);
}

/** What is wrong with what a route says of itself, besides its address (`path`, in its normal form when the rule passed it). */
function routeMistakes(route: Route<unknown>, path: string | undefined): string[] {
  if (route.kind === 'page') {
    const { lastModified } = route;
    return lastModified === undefined || isLastModifiedDate(lastModified) ? [] : [`lastModified '${lastModified}' ${lastModifiedRule}`];
  }
  const to = checkSitePath(route.to, { fragment: true });
  if (!to.ok) return [`to ${quotedSitePath(route.to)} ${to.problem}`];
  return to.sitePath.path === path ? ['it leads to its own address'] : [];
}
