import type { S3Client } from '@aws-sdk/client-s3';
import { DeployError } from './deploy-error.ts';

export type S3Sdk = typeof import('@aws-sdk/client-s3');

/** An S3 client and the SDK module it came from (the commands are classes of that module). */
export interface S3Connection {
  readonly sdk: S3Sdk;
  readonly client: S3Client;
  /** Who answers, for messages: the --endpoint, or AWS. */
  readonly server: string;
}

export interface S3ConnectionOptions {
  /** Default: the standard AWS chain (AWS_REGION, AWS_DEFAULT_REGION, the profile's config). */
  readonly region?: string;
  /** An S3-compatible server (MinIO, Ceph, R2, a test server) instead of AWS. */
  readonly endpoint?: string;
}

/**
 * Credentials come from the standard AWS chain (environment, profile, SSO, container or
 * instance role), as with every AWS tool. Fails with a DeployError when no region is known.
 */
export async function connectToS3(options: S3ConnectionOptions): Promise<S3Connection> {
  // sitegen supports Node 20 (package.json engines); the SDK's notice that its releases from
  // 2027 will not is addressed to whoever upgrades the SDK, not to someone deploying a site.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // Imported here rather than at the top: loading the SDK takes about 200 ms, which every
  // other command (build, dev) would otherwise pay on each start.
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    ...(options.region === undefined ? {} : { region: options.region }),
    ...(options.endpoint === undefined
      ? {}
      : // S3-compatible servers address buckets by path; `bucket.127.0.0.1` would need DNS they do not have.
        { endpoint: options.endpoint, forcePathStyle: true }),
    // A bucket's region belongs to the bucket: a different AWS_REGION should not stop a deploy.
    followRegionRedirects: true,
  });
  try {
    await client.config.region();
  } catch {
    client.destroy();
    throw new DeployError('no AWS region: pass --region or set AWS_REGION');
  }
  return { sdk, client, server: options.endpoint ?? 'AWS S3' };
}
