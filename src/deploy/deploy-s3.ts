import { recoverOutput } from '../output/output-swap.ts';
import type { DeployTarget } from './deploy-target.ts';
import { executeSync, type SyncProgress } from './execute-sync.ts';
import { listLocalFiles } from './local-files.ts';
import { listRemoteObjects } from './remote-objects.ts';
import type { S3Connection } from './s3-client.ts';
import { planSync, type SyncPlan } from './sync-plan.ts';

export interface DeployOptions {
  /** The built site's folder, absolute. */
  readonly dir: string;
  readonly target: DeployTarget;
  /** Plan only: read the folder and the bucket, change nothing. */
  readonly dryRun: boolean;
  /** Delete objects under the prefix that the build no longer has. */
  readonly delete: boolean;
}

export interface DeployReport {
  readonly plan: SyncPlan;
  readonly deleted: number;
  readonly milliseconds: number;
}

/** Makes the bucket's objects under the target's prefix match the built folder, uploading only what changed. */
export async function deployToS3(connection: S3Connection, options: DeployOptions, progress: SyncProgress): Promise<DeployReport> {
  const started = performance.now();
  // A build killed while swapping its site in left the folder half-way: it is made whole before it is read.
  await recoverOutput(options.dir);
  const [local, remote] = await Promise.all([listLocalFiles(options.dir), listRemoteObjects(connection, options.target)]);
  const plan = planSync(local, remote);
  const deleted = options.dryRun ? 0 : await executeSync(connection, options.target, plan, { delete: options.delete }, progress);
  return { plan, deleted, milliseconds: performance.now() - started };
}
