import type { LocalFile } from './local-files.ts';
import type { RemoteObject } from './remote-objects.ts';

export type UploadReason = 'new' | 'changed';

export interface PlannedUpload {
  readonly file: LocalFile;
  readonly reason: UploadReason;
}

/** What a deploy has to do to make the bucket match the build. */
export interface SyncPlan {
  readonly uploads: readonly PlannedUpload[];
  readonly unchanged: readonly LocalFile[];
  /** Paths in the bucket that the build no longer has: deleted only when asked (--delete). */
  readonly stale: readonly string[];
}

/**
 * Compares the build with the bucket. A file is unchanged when its MD5 equals the object's
 * ETag. Why the ETag rather than a SHA-256 stored in each object's metadata: listing returns
 * every ETag (one request per 1,000 objects) while metadata takes one HEAD request per
 * object; and every upload here is single-part, whose ETag is the content's MD5. Objects
 * whose ETag is not an MD5 (multipart uploads, SSE-KMS or SSE-C encryption) never match,
 * so they are uploaded again: a wasted upload, never a missed change.
 */
export function planSync(local: readonly LocalFile[], remote: readonly RemoteObject[]): SyncPlan {
  const remoteEtags = new Map(remote.map((object) => [object.path, object.etag]));
  const uploads: PlannedUpload[] = [];
  const unchanged: LocalFile[] = [];
  for (const file of [...local].sort((a, b) => byText(a.path, b.path))) {
    const etag = remoteEtags.get(file.path);
    if (etag === undefined) uploads.push({ file, reason: 'new' });
    else if (etag === file.md5) unchanged.push(file);
    else uploads.push({ file, reason: 'changed' });
  }
  const built = new Set(local.map((file) => file.path));
  const stale = remote
    .map((object) => object.path)
    .filter((path) => !built.has(path))
    .sort(byText);
  return { uploads, unchanged, stale };
}

/** Plain string order, not the locale's, so that output is the same on every machine. */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
