import type { DeployTarget } from './deploy-target.ts';
import { DeployError } from './deploy-error.ts';
import type { S3Connection } from './s3-client.ts';

/** Runs one S3 request (or a series of them) and turns its failure into a DeployError that says what to check. */
export async function callS3<T>(connection: S3Connection, target: DeployTarget, action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new DeployError(explainS3Failure(connection.server, target, action, error), { cause: error });
  }
}

/** What went wrong while `action` ran against `server` (the --endpoint, or AWS S3), and what to check. */
export function explainS3Failure(server: string, target: DeployTarget, action: string, error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  const bucket = `bucket "${target.bucket}"`;
  switch (name) {
    case 'NoSuchBucket':
      return `${bucket} does not exist at ${server} (while ${action}): check --bucket, and --region or --endpoint`;
    case 'AccessDenied':
    case 'AllAccessDisabled':
      return `access to ${bucket} was denied while ${action}: check the credentials' permissions and the bucket policy (${detail})`;
    case 'InvalidAccessKeyId':
    case 'SignatureDoesNotMatch':
    case 'ExpiredToken':
    case 'InvalidToken':
      return `${server} rejected the AWS credentials while ${action}: ${detail}`;
    case 'CredentialsProviderError':
      return 'no AWS credentials found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE, or run where a role provides them';
  }
  if (isNetworkError(error)) return `cannot reach ${server} while ${action}: ${detail}`;
  return `${action} failed: ${name && name !== 'Error' ? `${name}: ` : ''}${detail}`;
}

function isNetworkError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(error.code)
  );
}
