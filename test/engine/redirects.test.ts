import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { join, relative } from 'node:path';
import { deployToS3 } from '../../src/deploy/deploy-s3.ts';
import { connectToS3 } from '../../src/deploy/s3-client.ts';
import { localS3Credentials, startLocalS3Server } from '../../src/deploy/test-support/local-s3-server.ts';
import { PagePlanError } from '../../src/pipeline/plan-pages.ts';
import { feedLinks, readBuiltSite, sitemapUrls, type BuiltSite } from '../support/built-site.ts';
import { applyEdits, editedContent, lineOf, replaceLine } from '../support/content-edits.ts';
import { buildProject, copyFixture, typeCheckSkipped, uninstallTypeScript } from '../support/fixture-project.ts';
import { runSitegen, type TempProject } from '../support/project.ts';

let project: TempProject;
let site: BuiltSite;

const origin = 'https://small-hours.example';
/** Naming things, as writers find it at its old addresses: the note's front matter lists them. */
const aliases = (text: string) => replaceLine(/^date: .*$/m, '$&\naliases: [/notes/naming, /2024/naming-things]')(text);

beforeAll(async () => {
  project = await copyFixture('notes');
  // What check says of redirects does not depend on the templates' types, which tsc would take most of a check to find.
  await uninstallTypeScript(project);
  await applyEdits(join(project.root, 'content'), { 'notes/naming-things.md': aliases });
  await buildProject(project, { base: '/docs/' });
  site = await readBuiltSite(join(project.root, 'dist'));
});
afterAll(() => project.remove());

describe('a redirect', () => {
  it('leaves a page at each old address that sends readers on to the new one, under the base path', async () => {
    for (const old of ['/notes/naming', '/2024/naming-things']) {
      const $ = await site.page(old);
      expect($('meta[http-equiv="refresh"]').attr('content'), old).toBe('0; url=/docs/notes/naming-things/');
      expect($('link[rel="canonical"]').attr('href'), old).toBe(`${origin}/docs/notes/naming-things/`);
      expect($('meta[name="robots"]').attr('content'), old).toBe('noindex');
      expect($('html').attr('lang'), old).toBe('en');
      expect($('title').text(), old).toBe('This page has moved');
      expect($('main a').attr('href'), old).toBe('/docs/notes/naming-things/');
      expect($('main a').text(), old).toBe('Go to its new address');
    }
  });

  it('is in neither the sitemap nor the feed, and leaves the page it leads to as it was', async () => {
    const listed = [...sitemapUrls(await site.read('sitemap.xml')), ...feedLinks(await site.read('feed.xml')).items];
    expect(listed).toContain(`${origin}/docs/notes/naming-things/`);
    expect(listed.filter((url) => url.includes('/notes/naming/') || url.includes('/2024/'))).toEqual([]);
    expect((await site.page('/notes/naming-things'))('h1').text()).toBe('Naming things');
  });

  it('passes sitegen check: valid, its link leads somewhere, and two old addresses of one page may share their words', async () => {
    const result = await runSitegen(['check', '--dir', 'dist', '--base', '/docs/'], project.root);
    expect(result.stdout).toMatch(/^Checked \d+ pages: no problems\.\n$/);
    expect(result.code).toBe(0);
  });

  it('is deployed to S3 with the website redirect of its object set to the new address, and no other object has one', async () => {
    const server = await startLocalS3Server(['site']);
    vi.stubEnv('AWS_ACCESS_KEY_ID', localS3Credentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', localS3Credentials.secretAccessKey);
    const connection = await connectToS3({ region: 'us-east-1', endpoint: server.endpoint });
    try {
      const target = { bucket: 'site', prefix: '' };
      await deployToS3(connection, { dir: site.outDir, target, dryRun: false, delete: false }, { uploaded() {}, deleted() {} });
      const redirectOf = async (key: string) =>
        (await connection.client.send(new HeadObjectCommand({ Bucket: 'site', Key: key }))).WebsiteRedirectLocation;
      expect(await redirectOf('notes/naming/index.html')).toBe('/docs/notes/naming-things/');
      expect(await redirectOf('2024/naming-things/index.html')).toBe('/docs/notes/naming-things/');
      for (const key of ['notes/naming-things/index.html', 'index.html', '404.html', 'sitemap.xml'])
        expect(await redirectOf(key), key).toBeUndefined();
    } finally {
      connection.client.destroy();
      vi.unstubAllEnvs();
      await server.close();
    }
  });
});

describe('an old address that another page has', () => {
  let content: string;
  /** The problem, with the content folder's files named as `shown` names them. */
  const collision = async (shown: (file: string) => string) =>
    `1 problem with the site's routes:\n${shown('notes/naming-things.md')}:${await lineOf(join(content, 'notes/naming-things.md'), /^aliases:/)}: aliases[0]: '/notes/small-commits' is also the address of the page /notes/small-commits (NotePage), from ${shown('notes/small-commits.md')}:1`;
  beforeAll(async () => {
    content = await editedContent(join(project.root, 'content'), project.root, {
      'notes/naming-things.md': replaceLine(/^aliases: \[.*\]$/m, 'aliases: [/notes/small-commits]'),
    });
  });

  it('fails the build, naming both at their files', async () => {
    const error = await buildProject(project, { contentDir: content, out: 'colliding' }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(PagePlanError);
    expect((error as Error).message).toBe(await collision((file) => relative(process.cwd(), join(content, file))));
  });

  it('is reported by sitegen check in the same words, as one problem', async () => {
    const result = await runSitegen(['check', '--content', content], project.root);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`Build failed: ${await collision((file) => relative(project.root, join(content, file)))}\n`);
    expect(result.stdout).toBe(`${typeCheckSkipped}Check failed: the site does not build (1 problem).\n`);
  });
});
