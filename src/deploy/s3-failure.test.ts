import { describe, expect, it } from 'vitest';
import { explainS3Failure } from './s3-failure.ts';

const target = { bucket: 'site', prefix: 'pr-7/' };
const action = 'listing s3://site/pr-7/';

/** The shape of the SDK's errors: an Error whose name is S3's error code. */
const s3Error = (name: string, message: string) => Object.assign(new Error(message), { name });

// NoSuchBucket, rejected credentials, missing credentials and an unreachable server are
// pinned down against a real server in src/cli/commands/deploy-command.test.ts.
describe('explainS3Failure', () => {
  it('points at permissions when access is denied', () => {
    expect(explainS3Failure('AWS S3', target, action, s3Error('AccessDenied', 'Access Denied'))).toBe(
      `access to bucket "site" was denied while ${action}: check the credentials' permissions and the bucket policy (Access Denied)`,
    );
  });

  it('names the action and S3 error code of any other failure', () => {
    expect(
      explainS3Failure(
        'AWS S3',
        target,
        'uploading index.html to s3://site/pr-7/index.html',
        s3Error('SlowDown', 'Please reduce your request rate.'),
      ),
    ).toBe('uploading index.html to s3://site/pr-7/index.html failed: SlowDown: Please reduce your request rate.');
    expect(explainS3Failure('AWS S3', target, action, new Error('socket hang up'))).toBe(`${action} failed: socket hang up`);
    expect(explainS3Failure('AWS S3', target, action, 'a string')).toBe(`${action} failed: a string`);
  });
});
