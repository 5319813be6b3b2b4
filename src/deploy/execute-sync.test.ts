import { describe, expect, it } from 'vitest';
import { describeDeleteFailures } from './execute-sync.ts';

// Uploading and deleting are pinned down against a real server in src/cli/commands/deploy-command.test.ts;
// that server never fails part of a DeleteObjects request, which S3 reports only in the answer's Errors.
describe('describeDeleteFailures', () => {
  it('names every key that could not be deleted, with its error', () => {
    expect(
      describeDeleteFailures('deleting 3 objects from s3://site/', [
        { Key: 'old.html', Code: 'AccessDenied', Message: 'Access Denied' },
        { Key: 'older.html', Code: 'InternalError' },
      ]),
    ).toBe(
      'deleting 3 objects from s3://site/: 2 could not be deleted: old.html (AccessDenied: Access Denied), older.html (InternalError: no message)',
    );
  });
});
