import type { _Error as S3Error } from '@aws-sdk/client-s3';
import { readFile } from 'node:fs/promises';
import { cacheControlOf, isContentHashed } from './cache-policy.ts';
import { contentTypeOf } from './content-type.ts';
import { DeployError } from './deploy-error.ts';
import { describeTarget, objectKey, type DeployTarget } from './deploy-target.ts';
import { mapConcurrently } from '../concurrency/map-concurrently.ts';
import { callS3 } from './s3-failure.ts';
import type { S3Connection } from './s3-client.ts';
import type { PlannedUpload, SyncPlan } from './sync-plan.ts';

export interface SyncProgress {
  uploaded(upload: PlannedUpload): void;
  deleted(path: string): void;
}

/** Uploads in flight at once: enough to hide each request's latency, few enough for a slow link. */
const uploadConcurrency = 8;
/** The most keys one DeleteObjects request takes. */
const deleteBatchSize = 1000;

/**
 * Carries out a plan. Hashed files go first and stale objects last, so that a visitor
 * never gets a page that refers to a stylesheet, script or index file not uploaded yet
 * or already deleted. Returns how many objects were deleted.
 */
export async function executeSync(
  connection: S3Connection,
  target: DeployTarget,
  plan: SyncPlan,
  options: { readonly delete: boolean },
  progress: SyncProgress,
): Promise<number> {
  const upload = async (planned: PlannedUpload) => {
    await uploadFile(connection, target, planned);
    progress.uploaded(planned);
  };
  await mapConcurrently(
    plan.uploads.filter((planned) => isContentHashed(planned.file.path)),
    uploadConcurrency,
    upload,
  );
  await mapConcurrently(
    plan.uploads.filter((planned) => !isContentHashed(planned.file.path)),
    uploadConcurrency,
    upload,
  );
  if (!options.delete) return 0;
  for (let start = 0; start < plan.stale.length; start += deleteBatchSize) {
    const batch = plan.stale.slice(start, start + deleteBatchSize);
    await deleteObjects(connection, target, batch);
    batch.forEach((path) => progress.deleted(path));
  }
  return plan.stale.length;
}

async function uploadFile(connection: S3Connection, target: DeployTarget, { file }: PlannedUpload): Promise<void> {
  const key = objectKey(target, file.path);
  await callS3(connection, target, `uploading ${file.path} to s3://${target.bucket}/${key}`, async () =>
    connection.client.send(
      new connection.sdk.PutObjectCommand({
        Bucket: target.bucket,
        Key: key,
        Body: await readFile(file.absolutePath),
        ContentType: contentTypeOf(file.path),
        CacheControl: cacheControlOf(file.path),
        WebsiteRedirectLocation: file.redirectLocation,
      }),
    ),
  );
}

async function deleteObjects(connection: S3Connection, target: DeployTarget, paths: readonly string[]): Promise<void> {
  const action = `deleting ${paths.length} objects from ${describeTarget(target)}`;
  const result = await callS3(connection, target, action, () =>
    connection.client.send(
      new connection.sdk.DeleteObjectsCommand({
        Bucket: target.bucket,
        // Quiet: the answer lists only the keys that could not be deleted.
        Delete: { Objects: paths.map((path) => ({ Key: objectKey(target, path) })), Quiet: true },
      }),
    ),
  );
  // DeleteObjects answers 200 even when some keys failed; they are listed in Errors.
  const failures = result.Errors ?? [];
  if (failures.length > 0) throw new DeployError(describeDeleteFailures(action, failures));
}

/** `deleting 2 objects from s3://site/: 1 could not be deleted: old.html (AccessDenied: Access Denied)` */
export function describeDeleteFailures(action: string, failures: readonly S3Error[]): string {
  const listed = failures.map((failure) => `${failure.Key ?? '?'} (${failure.Code ?? 'error'}: ${failure.Message ?? 'no message'})`);
  return `${action}: ${failures.length} could not be deleted: ${listed.join(', ')}`;
}
