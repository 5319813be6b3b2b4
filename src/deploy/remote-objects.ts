import { describeTarget, type DeployTarget } from './deploy-target.ts';
import { callS3 } from './s3-failure.ts';
import type { S3Connection } from './s3-client.ts';

/** An object already in the bucket under the target's prefix. */
export interface RemoteObject {
  /** The key without the prefix: the path of the site's file it holds, `about/index.html`. */
  readonly path: string;
  /** The ETag without its quotes, in lower case: the MD5 of the content for a single-part upload. */
  readonly etag: string;
}

/** Every object under the target's prefix. S3 answers at most `pageSize` (and never more than 1,000) keys a request. */
export async function listRemoteObjects(connection: S3Connection, target: DeployTarget, pageSize = 1000): Promise<RemoteObject[]> {
  const { sdk, client } = connection;
  return callS3(connection, target, `listing ${describeTarget(target)}`, async () => {
    const objects: RemoteObject[] = [];
    const pages = sdk.paginateListObjectsV2({ client, pageSize }, { Bucket: target.bucket, Prefix: target.prefix });
    for await (const page of pages) {
      for (const { Key: key, ETag: etag } of page.Contents ?? []) {
        // The prefix's own "folder" object (made by the S3 console) is no file of the site.
        if (key === undefined || key === target.prefix) continue;
        objects.push({ path: key.slice(target.prefix.length), etag: (etag ?? '').replaceAll('"', '').toLowerCase() });
      }
    }
    return objects;
  });
}
