import { describe, expect, it, onTestFinished } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PagePlanError } from '../../src/pipeline/plan-pages.ts';
import { SiteModuleError } from '../../src/render/site-definition.ts';
import { applyEdits, lineOf, replaceLine, type Edit } from '../support/content-edits.ts';
import { buildProject, copyFixture } from '../support/fixture-project.ts';

/** Builds a copy of the minimal fixture whose templates were edited (by file under templates/), and returns what the build threw. */
async function buildFailureAfter(edits: Readonly<Record<string, Edit>>): Promise<{ error: unknown; templates: string }> {
  const project = await copyFixture('minimal');
  onTestFinished(() => project.remove());
  const templates = join(project.root, 'templates');
  await applyEdits(templates, edits);
  const error = await buildProject(project).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(existsSync(join(project.root, 'dist')), 'a failed build writes no output').toBe(false);
  return { error, templates };
}

const routesStart = /^ {2}routes: \(\{ site \}\) => \[$/m;

describe('a site definition the engine cannot build', () => {
  it('fails when two pages claim one address, naming both', async () => {
    const { error } = await buildFailureAfter({
      'site.ts': replaceLine(routesStart, "$&\n    page({ path: '/', template: NotFoundPage, props: {}, head: { title: 'Twice' } }),"),
    });
    expect(error).toBeInstanceOf(PagePlanError);
    expect((error as Error).message).toBe(
      "1 problem with the site's routes:\nthe page / (HomePage): '/' is also the address of the page / (NotFoundPage)",
    );
  });

  it('fails when a file of the site claims the address of a page', async () => {
    const { error } = await buildFailureAfter({
      'site.ts': replaceLine(/^ {2}document: Document,$/m, "$&\n  files: () => ({ '/index.html': 'Not a page' }),"),
    });
    expect(error).toBeInstanceOf(PagePlanError);
    expect((error as Error).message).toBe(
      "1 problem with the site's routes:\nthe site's file /index.html: '/index.html' is also the address of the page / (HomePage)",
    );
  });

  it('fails when a page says it last changed on a day that is not a date, naming the page', async () => {
    const { error } = await buildFailureAfter({
      'site.ts': replaceLine(/head: \{ title: site\.title \} \}\),$/m, "head: { title: site.title }, lastModified: '2025-02-30' }),"),
    });
    expect(error).toBeInstanceOf(PagePlanError);
    expect((error as Error).message).toBe(
      "1 problem with the site's routes:\nthe page / (HomePage): lastModified '2025-02-30' must be a date written YYYY-MM-DD, or a date-time with its time zone (2025-03-14T09:30:00Z)",
    );
  });

  it('fails when routes or files of the site have addresses it cannot write, naming each by its path, all at once', async () => {
    const { error } = await buildFailureAfter({
      'site.ts': (text) =>
        replaceLine(
          routesStart,
          "$&\n    page({ path: '/guides/../../../outside', template: HomePage, props: { title: 'Out', sentence: 'Out.' }, head: { title: 'Out' } }),",
        )(text).replace(
          /^ {2}document: Document,$/m,
          "$&\n  files: () => ({ '/robots.txt': 'Allow', '/data/': '{}', '/a/\\u0085b': '{}' }),",
        ),
    });
    expect(error).toBeInstanceOf(PagePlanError);
    expect((error as Error).message).toBe(
      [
        "4 problems with the site's routes:",
        "the page /guides/../../../outside (HomePage): '/guides/../../../outside' must not have a . or .. segment",
        "the site's file /data/: '/data/' must name a file, and not end with /",
        "the site's file /a/\\u0085b: '/a/\\u0085b' must not have a control character",
        "the site's file /robots.txt: '/robots.txt' is also the address of robots.txt",
      ].join('\n'),
    );
  });

  it('fails when functions are declared wrong, naming each function and what is wrong with it, all at once', async () => {
    const functions = [
      "'Echo!': { path: '/api/shout', module: 'templates/functions/echo.ts' }",
      "'echo-lambda': { path: '/api/lambda', module: 'templates/functions/echo.ts' }",
      "missing: { path: '/api/missing', module: 'templates/functions/missing.ts' }",
      "outside: { path: '/api/outside', module: '../echo.ts' }",
      "relative: { path: 'api/relative', module: 'templates/functions/echo.ts' }",
      "first: { path: '/api/twice', module: 'templates/functions/echo.ts' }",
      "second: { path: '/api/twice/', module: 'templates/functions/echo.ts' }",
      "home: { path: '/', module: 'templates/functions/echo.ts' }",
    ];
    const { error } = await buildFailureAfter({
      'functions/echo.ts': () => "export default { fetch: () => new Response('echo') };\n",
      'site.ts': replaceLine(/^ {2}document: Document,$/m, `$&\n  functions: { ${functions.join(', ')} },`),
    });
    expect(error).toBeInstanceOf(PagePlanError);
    expect((error as Error).message).toBe(
      [
        "7 problems with the site's routes:",
        'the function Echo!: its name must be a plain file name: at most 64 lower-case letters, digits, - and _, starting with a letter or a digit',
        'the function echo-lambda: its name must not end with -lambda, which names the Lambda bundles',
        "the function missing: its module 'templates/functions/missing.ts' is not a file of the project",
        "the function outside: its module '../echo.ts' must be a path inside templates/, from the project's folder (such as templates/functions/contact.ts)",
        "the function relative: 'api/relative' must be a site path, starting with /",
        "the function second: '/api/twice/' is also the address of the function first",
        "the function home: '/' is also the address of the page / (HomePage)",
      ].join('\n'),
    );
  });

  it('fails when templates/site.ts has no default export', async () => {
    const { error } = await buildFailureAfter({
      'site.ts': replaceLine(/^export default defineSite\(/m, 'export const site = defineSite('),
    });
    expect(error).toBeInstanceOf(SiteModuleError);
    expect((error as Error).message).toBe('templates/site.ts must export its site as default: export default defineSite({ ... })');
  });

  it('fails when the definition lacks what every site needs, naming it', async () => {
    const { error } = await buildFailureAfter({ 'site.ts': replaceLine(/^ {2}document: Document,\n/m, '') });
    expect(error).toBeInstanceOf(SiteModuleError);
    expect((error as Error).message).toBe('templates/site.ts: the site definition has no document');
  });

  it('fails when a template does not compile, naming its file and line', async () => {
    const { error, templates } = await buildFailureAfter({ 'pages.tsx': replaceLine(/<p>\{sentence\}<\/p>/, '<p>{sentence}</q>') });
    expect(error).toBeInstanceOf(SiteModuleError);
    const line = await lineOf(join(templates, 'pages.tsx'), /<\/q>/);
    expect((error as Error).message).toMatch(
      new RegExp(`^The site's templates failed to compile:\\n\\S*templates/pages\\.tsx:${line}:\\d+: `),
    );
  });
});
