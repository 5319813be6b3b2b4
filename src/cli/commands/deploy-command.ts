import { InvalidArgumentError, type Command } from 'commander';
import { resolve } from 'node:path';
import { describeDeployError } from '../../deploy/deploy-error.ts';
import { deployToS3 } from '../../deploy/deploy-s3.ts';
import { describeDeletion, describePlan, describeUpload, summarizeDeploy } from '../../deploy/deploy-summary.ts';
import { normalizePrefix } from '../../deploy/deploy-target.ts';
import { connectToS3, type S3Connection } from '../../deploy/s3-client.ts';
import { ExitCode } from '../exit-codes.ts';
import { parseOrigin } from '../options.ts';

interface DeployS3Options {
  bucket: string;
  prefix?: string;
  dir: string;
  region?: string;
  endpoint?: string;
  dryRun?: true;
  delete?: true;
  verbose?: true;
}

export function addDeployCommand(program: Command, setExitCode: (code: number) => void): void {
  const deploy = program.command('deploy').description('publish a built site (deploy s3: to an S3 bucket)');
  deploy
    .command('s3')
    .description('upload a built site to an S3 bucket, sending only the files that changed')
    .requiredOption('-b, --bucket <name>', 'bucket to upload to', parseBucketName)
    .option('-p, --prefix <path>', 'folder inside the bucket, e.g. preview/pr-7 (default: the bucket root)', parsePrefix)
    .option('-d, --dir <dir>', 'built site to upload', 'dist')
    .option('-r, --region <region>', "the bucket's AWS region (default: AWS_REGION or the AWS profile's region)")
    .option('-e, --endpoint <url>', 'an S3-compatible server instead of AWS (MinIO, R2, Ceph), buckets addressed by path', parseOrigin)
    .option('-n, --dry-run', 'change nothing: print what would be uploaded and deleted')
    .option('--delete', 'delete objects under the prefix that the build no longer has')
    .option('--verbose', 'print every uploaded and deleted file')
    .addHelpText(
      'after',
      [
        '',
        'Credentials come from the standard AWS chain: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,',
        'AWS_PROFILE, SSO, or the role of the machine or CI job.',
        '',
        'Examples:',
        '  sitegen deploy s3 --bucket my-site --dry-run',
        '  sitegen deploy s3 --bucket my-site --delete',
        '  sitegen deploy s3 --bucket previews --prefix pr-7 --region eu-west-1',
        '',
        'Exit codes: 0 deployed, 1 deploy failed, 2 usage error.',
      ].join('\n'),
    )
    .action(async (options: DeployS3Options) => {
      const target = { bucket: options.bucket, prefix: options.prefix ?? '' };
      const dryRun = options.dryRun === true;
      const remove = options.delete === true;
      const verbose = options.verbose === true;
      let connection: S3Connection | undefined;
      try {
        connection = await connectToS3({ region: options.region, endpoint: options.endpoint });
        const report = await deployToS3(
          connection,
          { dir: resolve(process.cwd(), options.dir), target, dryRun, delete: remove },
          {
            uploaded: (upload) => {
              if (verbose) console.log(describeUpload(upload));
            },
            deleted: (path) => {
              if (verbose) console.log(describeDeletion(path));
            },
          },
        );
        if (dryRun) describePlan(report.plan, { delete: remove }).forEach((line) => console.log(line));
        console.log(summarizeDeploy(report, { dirLabel: options.dir, target, dryRun, delete: remove }));
        setExitCode(ExitCode.ok);
      } catch (error) {
        console.error(describeDeployError(error));
        setExitCode(ExitCode.siteError);
      } finally {
        connection?.client.destroy();
      }
    });
}

/** Bucket names have no slashes; `s3://bucket/path` is a common slip that deserves a precise answer. */
function parseBucketName(value: string): string {
  if (value.trim() === '' || value.includes('/') || /\s/.test(value)) {
    throw new InvalidArgumentError('must be a bucket name such as my-site, without s3:// or a path (a path goes in --prefix)');
  }
  return value;
}

function parsePrefix(value: string): string {
  // CloudFront and browsers resolve `.` and `..` in URLs, so objects under such keys could never be reached.
  if (value.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new InvalidArgumentError('must be a path inside the bucket without . or .. segments, e.g. preview/pr-7');
  }
  return normalizePrefix(value);
}
