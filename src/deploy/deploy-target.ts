/** Where in S3 a site goes: a bucket and a folder in it (`''` for the bucket's root). */
export interface DeployTarget {
  readonly bucket: string;
  /** `''` or a path ending in `/`, such as `preview/pr-7/`, so that `pr-7` never matches `pr-70/...` when listing. */
  readonly prefix: string;
}

/** `/preview//pr-7` -> `preview/pr-7/`: S3 keys have no leading slash, and a doubled one would be a different key. */
export function normalizePrefix(prefix: string): string {
  const segments = prefix.split('/').filter((segment) => segment !== '');
  return segments.length === 0 ? '' : `${segments.join('/')}/`;
}

/** The object key of a file of the built site, given by its path relative to the site's folder. */
export function objectKey(target: DeployTarget, path: string): string {
  return target.prefix + path;
}

/** `s3://bucket/prefix/`, for messages. */
export function describeTarget(target: DeployTarget): string {
  return `s3://${target.bucket}/${target.prefix}`;
}
