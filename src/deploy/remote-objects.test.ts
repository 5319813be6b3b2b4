import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { listRemoteObjects } from './remote-objects.ts';
import { connectToS3, type S3Connection } from './s3-client.ts';
import { localS3Credentials, startLocalS3Server, type LocalS3Server } from './test-support/local-s3-server.ts';

let server: LocalS3Server;
let connection: S3Connection;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

beforeAll(async () => {
  server = await startLocalS3Server(['site']);
  vi.stubEnv('AWS_ACCESS_KEY_ID', localS3Credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', localS3Credentials.secretAccessKey);
  connection = await connectToS3({ region: 'us-east-1', endpoint: server.endpoint });
  const keys = [
    'pr-7/',
    'pr-7/index.html',
    'pr-7/about/index.html',
    'pr-7/assets/main.css',
    'pr-7/feed.xml',
    'pr-7/robots.txt',
    'pr-70/index.html',
    'index.html',
  ];
  for (const key of keys) {
    await connection.client.send(
      new PutObjectCommand({ Bucket: 'site', Key: key, Body: Buffer.from(key.endsWith('/') ? '' : `content of ${key}`) }),
    );
  }
});

afterAll(async () => {
  vi.unstubAllEnvs();
  connection?.client.destroy();
  await server?.close();
});

describe('listRemoteObjects', () => {
  it('follows continuation tokens until every object under the prefix is listed', async () => {
    const objects = await listRemoteObjects(connection, { bucket: 'site', prefix: 'pr-7/' }, 2);
    expect(objects).toEqual(
      ['about/index.html', 'assets/main.css', 'feed.xml', 'index.html', 'robots.txt'].map((path) => ({
        path,
        etag: md5(`content of pr-7/${path}`),
      })),
    );
  });

  it("lists the whole bucket without a prefix, and leaves out the prefix's own folder object", async () => {
    const withPrefix = await listRemoteObjects(connection, { bucket: 'site', prefix: 'pr-7/' });
    expect(withPrefix.map((object) => object.path)).not.toContain('');
    const everything = await listRemoteObjects(connection, { bucket: 'site', prefix: '' }, 3);
    expect(everything.map((object) => object.path)).toEqual([
      'index.html',
      'pr-7/',
      'pr-7/about/index.html',
      'pr-7/assets/main.css',
      'pr-7/feed.xml',
      'pr-7/index.html',
      'pr-7/robots.txt',
      'pr-70/index.html',
    ]);
  });
});
