import { describeTarget, type DeployTarget } from './deploy-target.ts';
import type { DeployReport } from './deploy-s3.ts';
import type { PlannedUpload, SyncPlan } from './sync-plan.ts';

/** `uploaded about/index.html (changed)`: one line per upload in --verbose. */
export function describeUpload({ file, reason }: PlannedUpload): string {
  return `uploaded ${file.path} (${reason})`;
}

export function describeDeletion(path: string): string {
  return `deleted ${path}`;
}

/** What a dry run would do, one line per object it would touch or leave behind. */
export function describePlan(plan: SyncPlan, options: { readonly delete: boolean }): string[] {
  return [
    ...plan.uploads.map(({ file, reason }) => `would upload ${file.path} (${reason})`),
    ...plan.stale.map((path) => (options.delete ? `would delete ${path}` : `would keep ${path} (no longer built)`)),
  ];
}

export interface SummaryOptions {
  /** The folder as the user named it, e.g. `dist`. */
  readonly dirLabel: string;
  readonly target: DeployTarget;
  readonly dryRun: boolean;
  readonly delete: boolean;
}

/**
 * The one line every deploy ends with:
 * `Deployed dist to s3://site/: uploaded 1, unchanged 66, deleted 0 in 412 ms`.
 */
export function summarizeDeploy(report: DeployReport, options: SummaryOptions): string {
  const { plan } = report;
  const kept = options.delete || plan.stale.length === 0 ? '' : `, kept ${plan.stale.length} no longer built (--delete removes them)`;
  if (options.dryRun) {
    const deletions = options.delete ? plan.stale.length : 0;
    return `Dry run, nothing changed in ${describeTarget(options.target)}: would upload ${plan.uploads.length}, unchanged ${plan.unchanged.length}, would delete ${deletions}${kept}`;
  }
  return `Deployed ${options.dirLabel} to ${describeTarget(options.target)}: uploaded ${plan.uploads.length}, unchanged ${plan.unchanged.length}, deleted ${report.deleted}${kept} in ${Math.round(report.milliseconds)} ms`;
}
