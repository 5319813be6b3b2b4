/** The end of a Lambda bundle's name, after its function's: no function's own name may end so. */
export const lambdaSuffix = '-lambda';

/** The files `sitegen build` bundles a function into, in its functions folder. */
export interface BundleFiles {
  /** `<name>.mjs`: `export default { fetch }`, for Netlify, Vercel, Cloudflare Workers and Node servers. */
  readonly fetch: string;
  /** `<name>-lambda.mjs`: `export const handler`, for AWS Lambda. */
  readonly lambda: string;
}

export function bundleFilesOf(name: string): BundleFiles {
  return { fetch: `${name}.mjs`, lambda: `${name}${lambdaSuffix}.mjs` };
}
