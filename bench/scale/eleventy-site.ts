import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CommandFailed, oneAfterTheOther, runTimed, tail, type TimedRun } from './timed-command.ts';

/**
 * The stack an Eleventy user assembles for sitegen's job: Eleventy, its Prism plugin
 * for the code fences, and Pagefind's command line run over Eleventy's output.
 * Eleventy 3.1.7 is the newest 3.x that installs here (3.1.8 needs a package the
 * registry does not serve); the Pagefind version is the one sitegen uses.
 */
export const peerPackages = [
  { name: '@11ty/eleventy', version: '3.1.7' },
  { name: '@11ty/eleventy-plugin-syntaxhighlight', version: '5.0.2' },
  { name: 'pagefind', version: '1.5.2' },
] as const;

export const peerLabel = 'Eleventy 3.1.7 + Prism + Pagefind 1.5.2';

/** Where the installed peer's pieces are. */
export interface EleventyPeer {
  /** The folder a site's `node_modules` links to, so that its config imports the plugin by name, as a user's does. */
  readonly nodeModules: string;
  /** Eleventy's command-line script. */
  readonly eleventyCmd: string;
  /** Pagefind's command-line script, which starts Pagefind's binary. */
  readonly pagefindCmd: string;
}

/**
 * Installs the peer into a folder of the system's temporary directory, never into
 * this project; a folder left by an earlier benchmark run with the right versions is
 * reused.
 */
export async function installEleventyPeer(): Promise<EleventyPeer> {
  const prefix = join(tmpdir(), 'sitegen-bench-eleventy-peer');
  const nodeModules = join(prefix, 'node_modules');
  const installedVersion = (name: string) =>
    readFile(join(nodeModules, name, 'package.json'), 'utf8').then(
      (text) => (JSON.parse(text) as { version?: unknown }).version,
      () => undefined,
    );
  const installed = await Promise.all(peerPackages.map(async (pkg) => (await installedVersion(pkg.name)) === pkg.version));
  if (installed.includes(false)) {
    await mkdir(prefix, { recursive: true });
    await promisify(execFile)(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        ...peerPackages.map((pkg) => `${pkg.name}@${pkg.version}`),
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { cwd: prefix },
    );
  }
  return {
    nodeModules,
    eleventyCmd: join(nodeModules, '@11ty', 'eleventy', 'cmd.cjs'),
    pagefindCmd: join(nodeModules, 'pagefind', 'lib', 'runner', 'bin.cjs'),
  };
}

/**
 * An Eleventy site doing what sitegen's blog does, no more: the same Markdown files,
 * their code fences highlighted by Prism, one article page per post (title, meta
 * line, body, the article marked for Pagefind) and one list page of every post.
 */
export async function writeEleventySite(projectDir: string, blogDir: string, peer: EleventyPeer): Promise<void> {
  const input = join(projectDir, 'site');
  await rm(projectDir, { recursive: true, force: true });
  await mkdir(join(input, '_includes'), { recursive: true });
  await Promise.all([
    cp(blogDir, join(input, 'posts'), { recursive: true }),
    symlink(peer.nodeModules, join(projectDir, 'node_modules'), 'dir'),
  ]);
  await Promise.all(Object.entries(eleventySiteFiles).map(([path, text]) => writeFile(join(projectDir, path), text)));
}

export interface PeerBuild extends TimedRun {
  /** Files Eleventy wrote, from its `Wrote N files` line. */
  readonly pages: number;
  /** Pages Pagefind indexed, from its `Indexed N pages` line. */
  readonly indexedPages: number;
  /** Pagefind's own part of the wall time. */
  readonly pagefindWallMs: number;
}

/** A clean build, as CI runs it: Eleventy into a deleted output folder, then Pagefind over that output. */
export async function runPeerBuild(peer: EleventyPeer, projectDir: string): Promise<PeerBuild> {
  await rm(join(projectDir, '_site'), { recursive: true, force: true });
  const eleventy = await runTimed(process.execPath, [peer.eleventyCmd, '--config=eleventy.config.mjs', '--quiet'], projectDir);
  const pagefind = await runTimed(process.execPath, [peer.pagefindCmd, '--site', '_site'], projectDir);
  const wrote = /Wrote (\d+) files?/.exec(eleventy.stdout + eleventy.stderr);
  if (!wrote) throw new CommandFailed(`Eleventy printed no 'Wrote N files' line:\n${tail(eleventy.stdout + eleventy.stderr)}`);
  const indexed = /Indexed (\d+) pages?/.exec(pagefind.stdout);
  if (!indexed) throw new CommandFailed(`Pagefind printed no 'Indexed N pages' line:\n${tail(pagefind.stdout + pagefind.stderr)}`);
  return {
    ...oneAfterTheOther(eleventy, pagefind),
    pages: Number(wrote[1]),
    indexedPages: Number(indexed[1]),
    pagefindWallMs: pagefind.wallMs,
  };
}

/** The site's own files, by their path in the project folder. */
export const eleventySiteFiles: Readonly<Record<string, string>> = {
  'eleventy.config.mjs': `import syntaxHighlight from '@11ty/eleventy-plugin-syntaxhighlight';

export default function (eleventyConfig) {
  eleventyConfig.addPlugin(syntaxHighlight);
  eleventyConfig.addCollection('posts', (collections) =>
    collections.getFilteredByGlob('./site/posts/*.md').sort((a, b) => a.data.id - b.data.id),
  );
}

export const config = {
  dir: { input: 'site', output: '_site' },
  // Post bodies are Markdown only, as in sitegen: code samples may contain {{ }}.
  markdownTemplateEngine: false,
};
`,

  // A function, not a template string: the posts' Markdown is not run through a template engine.
  'site/posts/posts.11tydata.mjs': `export default {
  layout: 'post.liquid',
  permalink: (data) => \`blog/\${data.slug}/index.html\`,
};
`,

  'site/_includes/base.liquid': `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title | escape }} | Northbeam Software</title>
<meta name="description" content="{{ excerpt | escape }}">
<link rel="stylesheet" href="/styles.css">
</head>
<body>
<header><nav><a href="/">Home</a> <a href="/services/">Services</a> <a href="/blog/">Blog</a> <a href="/contact/">Contact</a></nav></header>
<main>
{{ content }}
</main>
<footer><p>© Northbeam Software</p></footer>
</body>
</html>
`,

  // Pagefind indexes only what is inside data-pagefind-body once any page has it: the articles, not the list page.
  'site/_includes/post.liquid': `---
layout: base.liquid
---
<article data-pagefind-body>
<h1>{{ title | escape }}</h1>
<p>{{ category }} · {{ author }} · {{ publishDate | date: "%Y-%m-%d" }} · {{ readTime }}</p>
{{ content }}
</article>
`,

  'site/blog.liquid': `---
title: Blog
excerpt: Articles from the Northbeam Software engineering team.
layout: base.liquid
permalink: blog/index.html
---
<h1>Blog</h1>
{% for post in collections.posts %}<article>
<h2><a href="{{ post.url }}">{{ post.data.title | escape }}</a></h2>
<p>{{ post.data.category }} · {{ post.data.publishDate | date: "%Y-%m-%d" }} · {{ post.data.readTime }}</p>
<p>{{ post.data.excerpt | escape }}</p>
</article>
{% endfor %}`,
};
