// Runs @20minutes/s3rver in its own process for the deploy tests (see local-s3-server.ts).
// Usage: node --openssl-legacy-provider s3rver-process.mjs <storage dir> <bucket>...
// Prints `{"port":N}` on one line once it listens on 127.0.0.1. Stops when its standard
// input ends, which also happens when the test process dies, so it never outlives the tests.
import S3rver from '@20minutes/s3rver';

const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: buckets.map((name) => ({ name })),
  // s3rver signs path-style bucket requests as `/bucket` where the AWS SDK v3 signs `/bucket/`,
  // so every listing would fail with SignatureDoesNotMatch. The access key is still checked.
  allowMismatchedSignatures: true,
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.once('end', () => {
  void server.close().then(() => process.exit(0));
});
