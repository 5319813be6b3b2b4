import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { appendFile, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { format } from 'node:util';
import { buildSiteOnce } from '../../../test/support/built-site.ts';
import { runSitegen, type CliResult } from '../../../test/support/project.ts';
import { neighboursOf } from '../../output/output-swap.ts';
import { localS3Credentials, startLocalS3Server, type LocalS3Server } from '../../deploy/test-support/local-s3-server.ts';
import { main } from '../main.ts';

const immutable = 'public, max-age=31536000, immutable';
const html = 'text/html; charset=utf-8';

let server: LocalS3Server;
let outDir: string;
let s3: S3Client;
/** Every file of the build, relative to outDir, as the deploys found it at the start. */
let builtFiles: string[];

beforeAll(async () => {
  [server, { outDir }] = await Promise.all([startLocalS3Server(['site', 'previews']), buildSiteOnce()]);
  builtFiles = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(outDir.length + 1));
  // Dummy credentials in the environment, read by the real AWS chain in the sitegen process;
  // no shared config or credentials file of this machine can take part.
  vi.stubEnv('AWS_ACCESS_KEY_ID', localS3Credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', localS3Credentials.secretAccessKey);
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_CONFIG_FILE', join(dirname(outDir), 'no-aws-config'));
  vi.stubEnv('AWS_SHARED_CREDENTIALS_FILE', join(dirname(outDir), 'no-aws-credentials'));
  vi.stubEnv('AWS_PROFILE', undefined);
  vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
  s3 = new S3Client({ region: 'us-east-1', endpoint: server.endpoint, forcePathStyle: true, credentials: localS3Credentials });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  s3?.destroy();
  await server?.close();
  if (outDir) await rm(dirname(outDir), { recursive: true, force: true });
});

/**
 * Runs the command line in this process: what the `sitegen` executable runs, without the
 * second or so each new process spends starting up. A few tests run the executable itself.
 */
async function sitegen(args: readonly string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const spies = [
    vi.spyOn(console, 'log').mockImplementation((...values: unknown[]) => {
      stdout += `${format(...values)}\n`;
    }),
    vi.spyOn(console, 'error').mockImplementation((...values: unknown[]) => {
      stderr += `${format(...values)}\n`;
    }),
    // Commander writes help and usage errors straight to the streams.
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stdout += String(chunk);
      return true;
    }),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stderr += String(chunk);
      return true;
    }),
  ];
  try {
    const code = await main(['node', 'sitegen', ...args]);
    return { code, stdout, stderr };
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
}

const deployArgs = (...args: string[]) => ['deploy', 's3', '--endpoint', server.endpoint, '--dir', outDir, ...args];
const deploy = (...args: string[]) => sitegen(deployArgs(...args));

async function keysIn(bucket: string): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

const head = (bucket: string, key: string) => s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));

const md5Of = async (file: string) =>
  createHash('md5')
    .update(await readFile(join(outDir, file)))
    .digest('hex');

const builtFile = (pattern: RegExp) => {
  const found = builtFiles.find((file) => pattern.test(file));
  if (!found) throw new Error(`the build has no file matching ${pattern}`);
  return found;
};

describe('sitegen deploy s3 against a local S3 server', () => {
  it('with --dry-run on an empty bucket, lists every file as new and uploads nothing', async () => {
    const result = await runSitegen(deployArgs('--bucket', 'site', '--dry-run'));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.slice(0, -1).sort()).toEqual(builtFiles.map((file) => `would upload ${file} (new)`).sort());
    expect(lines.at(-1)).toBe(`Dry run, nothing changed in s3://site/: would upload ${builtFiles.length}, unchanged 0, would delete 0`);
    expect(await keysIn('site')).toEqual([]);
  });

  it('uploads every file on the first deploy, with its Content-Type and Cache-Control', async () => {
    const result = await deploy('--bucket', 'site', '--verbose');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^Deployed ${outDir.replaceAll('/', '\\/')} to s3:\\/\\/site\\/: uploaded ${builtFiles.length}, unchanged 0, deleted 0 in \\d+ ms$`,
      ),
    );
    const uploaded = lines.slice(0, -1);
    expect([...uploaded].sort()).toEqual(builtFiles.map((file) => `uploaded ${file} (new)`).sort());
    // Hashed files first: no page is online before the stylesheet, script, images, card and index files it refers to.
    const isHashedLine = (line: string) =>
      /^uploaded ((assets|images)\/.+\.[0-9a-f]{10}\.\w+|cards\/[0-9a-f]{20}\.png|pagefind\/.+\.pf_\w+) /.test(line);
    const firstUnhashed = uploaded.findIndex((line) => !isHashedLine(line));
    expect(firstUnhashed).toBeGreaterThan(0);
    expect(uploaded.slice(firstUnhashed).filter(isHashedLine)).toEqual([]);
    expect(await keysIn('site')).toEqual([...builtFiles].sort());

    const expectations: [file: string, contentType: string, cacheControl: string][] = [
      ['index.html', html, 'no-cache'],
      ['about/index.html', html, 'no-cache'],
      ['404.html', html, 'no-cache'],
      [builtFile(/^assets\/main\.[0-9a-f]+\.css$/), 'text/css; charset=utf-8', immutable],
      [builtFile(/^assets\/main\.[0-9a-f]+\.js$/), 'text/javascript; charset=utf-8', immutable],
      ['favicon.svg', 'image/svg+xml; charset=utf-8', 'no-cache'],
      ['feed.xml', 'application/xml; charset=utf-8', 'no-cache'],
      ['sitemap.xml', 'application/xml; charset=utf-8', 'no-cache'],
      ['robots.txt', 'text/plain; charset=utf-8', 'no-cache'],
      ['search-indexes.json', 'application/json; charset=utf-8', 'no-cache'],
      ['pagefind/1/pagefind.js', 'text/javascript; charset=utf-8', 'no-cache'],
      ['pagefind/1/pagefind-entry.json', 'application/json; charset=utf-8', 'no-cache'],
      ['pagefind/1/wasm.en.pagefind', 'application/octet-stream', 'no-cache'],
      [builtFile(/^pagefind\/1\/fragment\/.+\.pf_fragment$/), 'application/octet-stream', immutable],
      [builtFile(/^pagefind\/1\/index\/.+\.pf_index$/), 'application/octet-stream', immutable],
      [builtFile(/^pagefind\/1\/.+\.pf_meta$/), 'application/octet-stream', immutable],
      [builtFile(/^pagefind\/1\/filter\/.+\.pf_filter$/), 'application/octet-stream', immutable],
    ];
    for (const [file, contentType, cacheControl] of expectations) {
      const object = await head('site', file);
      expect({ file, contentType: object.ContentType, cacheControl: object.CacheControl }).toEqual({ file, contentType, cacheControl });
      expect(object.ETag, file).toBe(`"${await md5Of(file)}"`);
    }
  });

  it('uploads nothing on a second deploy of the same build', async () => {
    const result = await deploy('--bucket', 'site');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Deployed .+: uploaded 0, unchanged ${builtFiles.length}, deleted 0 in \\d+ ms\\n$`));
  });

  it('uploads only the file that changed, and --dry-run first reports it without uploading it', async () => {
    const before = await head('site', 'robots.txt');
    await appendFile(join(outDir, 'robots.txt'), '# changed\n');

    const dryRun = await deploy('--bucket', 'site', '--dry-run');
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toBe(
      `would upload robots.txt (changed)\nDry run, nothing changed in s3://site/: would upload 1, unchanged ${builtFiles.length - 1}, would delete 0\n`,
    );
    expect((await head('site', 'robots.txt')).ETag).toBe(before.ETag);

    const result = await deploy('--bucket', 'site', '--verbose');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(
        `^uploaded robots\\.txt \\(changed\\)\\nDeployed .+: uploaded 1, unchanged ${builtFiles.length - 1}, deleted 0 in \\d+ ms\\n$`,
      ),
    );
    expect((await head('site', 'robots.txt')).ETag).toBe(`"${await md5Of('robots.txt')}"`);
  });

  it('keeps an object the build no longer has unless --delete is given', async () => {
    await rm(join(outDir, 'feed.xml'));
    const unchanged = builtFiles.length - 1;

    const kept = await deploy('--bucket', 'site');
    expect(kept.code).toBe(0);
    expect(kept.stdout).toMatch(
      new RegExp(`: uploaded 0, unchanged ${unchanged}, deleted 0, kept 1 no longer built \\(--delete removes them\\) in \\d+ ms\\n$`),
    );
    await expect(head('site', 'feed.xml')).resolves.toBeDefined();

    const dryRun = await deploy('--bucket', 'site', '--delete', '--dry-run');
    expect(dryRun.stdout).toBe(
      `would delete feed.xml\nDry run, nothing changed in s3://site/: would upload 0, unchanged ${unchanged}, would delete 1\n`,
    );
    await expect(head('site', 'feed.xml')).resolves.toBeDefined();

    // Stale objects go last, once the pages that no longer refer to them are up.
    await appendFile(join(outDir, 'robots.txt'), '# changed again\n');
    const deleted = await deploy('--bucket', 'site', '--delete', '--verbose');
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toMatch(
      new RegExp(
        `^uploaded robots\\.txt \\(changed\\)\\ndeleted feed\\.xml\\nDeployed .+: uploaded 1, unchanged ${unchanged - 1}, deleted 1 in \\d+ ms\\n$`,
      ),
    );
    await expect(head('site', 'feed.xml')).rejects.toMatchObject({ name: 'NotFound' });
    expect(await keysIn('site')).not.toContain('feed.xml');
  });

  it('puts everything under --prefix and never touches objects outside it, even with --delete', async () => {
    for (const key of ['pr-70/index.html', 'pr-7-old.html', 'other/keep.txt']) {
      await s3.send(new PutObjectCommand({ Bucket: 'previews', Key: key, Body: 'not part of the site' }));
    }
    const result = await deploy('--bucket', 'previews', '--prefix', '/pr-7/', '--delete');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const files = builtFiles.filter((file) => file !== 'feed.xml');
    expect(result.stdout).toMatch(new RegExp(`to s3://previews/pr-7/: uploaded ${files.length}, unchanged 0, deleted 0 in \\d+ ms\\n$`));
    expect(await keysIn('previews')).toEqual(
      [...files.map((file) => `pr-7/${file}`), 'pr-70/index.html', 'pr-7-old.html', 'other/keep.txt'].sort(),
    );
    const css = await head('previews', `pr-7/${builtFile(/^assets\/main\.[0-9a-f]+\.css$/)}`);
    expect([css.ContentType, css.CacheControl]).toEqual(['text/css; charset=utf-8', immutable]);

    const again = await deploy('--bucket', 'previews', '--prefix', 'pr-7');
    expect(again.stdout).toMatch(new RegExp(`: uploaded 0, unchanged ${files.length}, deleted 0 in \\d+ ms\\n$`));
  });

  it('fails with exit 1 and names the bucket when it does not exist', async () => {
    const result = await runSitegen(deployArgs('--bucket', 'no-such-bucket'));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `Deploy failed: bucket "no-such-bucket" does not exist at ${server.endpoint} (while listing s3://no-such-bucket/): check --bucket, and --region or --endpoint\n`,
    );
  });

  it('fails with exit 1 when the server rejects the credentials', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAWRONGKEY');
    try {
      const result = await deploy('--bucket', 'site');
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^Deploy failed: http:\/\/127\.0\.0\.1:\d+ rejected the AWS credentials while listing s3:\/\/site\/: /);
    } finally {
      vi.stubEnv('AWS_ACCESS_KEY_ID', localS3Credentials.accessKeyId);
    }
  });

  it('fails with exit 1 when no credentials are found', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', undefined);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', undefined);
    // Otherwise the chain ends by asking the EC2 instance metadata service, which takes seconds to fail.
    vi.stubEnv('AWS_EC2_METADATA_DISABLED', 'true');
    try {
      const result = await deploy('--bucket', 'site');
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        'Deploy failed: no AWS credentials found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE, or run where a role provides them\n',
      );
    } finally {
      vi.stubEnv('AWS_ACCESS_KEY_ID', localS3Credentials.accessKeyId);
      vi.stubEnv('AWS_SECRET_ACCESS_KEY', localS3Credentials.secretAccessKey);
    }
  });

  it('fails with exit 1 when no region is configured', async () => {
    vi.stubEnv('AWS_REGION', undefined);
    try {
      const result = await deploy('--bucket', 'site');
      expect(result.code).toBe(1);
      expect(result.stderr).toBe('Deploy failed: no AWS region: pass --region or set AWS_REGION\n');
      expect((await deploy('--bucket', 'site', '--region', 'eu-west-1', '--dry-run')).code).toBe(0);
    } finally {
      vi.stubEnv('AWS_REGION', 'us-east-1');
    }
  });

  it('fails with exit 1 when the server cannot be reached', async () => {
    const result = await sitegen(['deploy', 's3', '--endpoint', 'http://127.0.0.1:1', '--dir', outDir, '--bucket', 'site']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Deploy failed: cannot reach http:\/\/127\.0\.0\.1:1 while listing s3:\/\/site\/: .*ECONNREFUSED/);
  });

  it('deploys the whole site when a killed build left its swap half-way, with no output folder', async () => {
    // As a build killed between its two renames leaves it: the staged site complete, the output moved aside.
    const neighbours = neighboursOf(outDir);
    const staged = neighbours.staging('4194999-killed');
    await rename(outDir, staged);
    await writeFile(
      neighbours.journal,
      JSON.stringify({ staged: basename(staged), replaced: basename(neighbours.replaced('4194999-killed')) }),
    );
    const files = (await readdir(staged, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
    const result = await deploy('--bucket', 'previews', '--prefix', 'recovered', '--dry-run');
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n').at(-1)).toBe(
      `Dry run, nothing changed in s3://previews/recovered/: would upload ${files}, unchanged 0, would delete 0`,
    );
    // Beside the output, only the folder of the site it points to.
    expect((await readdir(dirname(outDir))).filter((name) => name.startsWith('.') && name !== readlinkSync(outDir))).toEqual([]);
  });

  it('fails with exit 1, naming the folder, when there is no build to deploy', async () => {
    const missing = join(outDir, 'not-built');
    const result = await deploy('--bucket', 'site', '--dir', missing);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`Deploy failed: folder ${missing} does not exist: build the site first (sitegen build)\n`);
  });
});

describe('sitegen deploy s3 on the command line', () => {
  it('explains itself with --help', async () => {
    const result = await sitegen(['deploy', 's3', '--help']);
    expect(result.code).toBe(0);
    for (const option of [
      '--bucket <name>',
      '--prefix <path>',
      '--dir <dir>',
      '--region <region>',
      '--endpoint <url>',
      '--dry-run',
      '--delete',
      '--verbose',
    ]) {
      expect(result.stdout).toContain(option);
    }
  });

  it('exits 2 on a usage error, saying what is wrong', async () => {
    const noBucket = await runSitegen(['deploy', 's3']);
    expect(noBucket.code).toBe(2);
    expect(noBucket.stderr).toContain("required option '-b, --bucket <name>' not specified");
    const url = await sitegen(['deploy', 's3', '--bucket', 's3://site/blog']);
    expect(url.code).toBe(2);
    expect(url.stderr).toContain('must be a bucket name such as my-site, without s3:// or a path');
    const prefix = await sitegen(['deploy', 's3', '--bucket', 'site', '--prefix', 'a/../b']);
    expect(prefix.code).toBe(2);
    expect(prefix.stderr).toContain('without . or .. segments');
    const endpoint = await sitegen(['deploy', 's3', '--bucket', 'site', '--endpoint', 'localhost 9000']);
    expect(endpoint.code).toBe(2);
    expect(endpoint.stderr).toContain('must be an absolute URL');
    const noTarget = await sitegen(['deploy']);
    expect(noTarget.code).toBe(2);
  });
});
