import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CommandFailed, runTimed, tail, type TimedRun } from './timed-command.ts';

/** The newest Eleventy 3 that installs here (3.1.8 needs a package the registry does not serve). */
export const eleventyVersion = '3.1.7';

/**
 * Installs Eleventy into a folder of the system's temporary directory, never into
 * this project; a folder left by an earlier benchmark run with the right version is
 * reused. Returns the path of Eleventy's command-line script.
 */
export async function installEleventy(): Promise<string> {
  const prefix = join(tmpdir(), `sitegen-bench-eleventy-${eleventyVersion}`);
  const packageDir = join(prefix, 'node_modules', '@11ty', 'eleventy');
  const installed = await readFile(join(packageDir, 'package.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { version?: unknown }).version,
    () => undefined,
  );
  if (installed !== eleventyVersion) {
    await mkdir(prefix, { recursive: true });
    await promisify(execFile)(
      'npm',
      ['install', '--prefix', prefix, `@11ty/eleventy@${eleventyVersion}`, '--no-audit', '--no-fund', '--loglevel=error'],
      {
        cwd: prefix,
      },
    );
  }
  return join(packageDir, 'cmd.cjs');
}

/**
 * A minimal Eleventy site equivalent to the blog: the same Markdown files through
 * Eleventy's Markdown (markdown-it, no highlighting), one Liquid layout, and one list
 * page of every post. No search index, sitemap, feed or assets.
 */
export async function writeEleventySite(projectDir: string, blogDir: string): Promise<void> {
  const input = join(projectDir, 'site');
  await rm(projectDir, { recursive: true, force: true });
  await mkdir(join(input, '_includes'), { recursive: true });
  await cp(blogDir, join(input, 'posts'), { recursive: true });
  await Promise.all([
    writeFile(join(projectDir, 'eleventy.config.mjs'), eleventyConfig),
    writeFile(join(input, 'posts', 'posts.11tydata.mjs'), postsData),
    writeFile(join(input, '_includes', 'page.liquid'), layout),
    writeFile(join(input, 'blog.liquid'), listPage),
  ]);
}

export interface EleventyBuild extends TimedRun {
  /** Files written, from Eleventy's `Wrote N files` line. */
  readonly pages: number;
}

/** A clean build: the output folder is deleted first. */
export async function runEleventyBuild(eleventyCmd: string, projectDir: string): Promise<EleventyBuild> {
  await rm(join(projectDir, '_site'), { recursive: true, force: true });
  const run = await runTimed(process.execPath, [eleventyCmd, '--config=eleventy.config.mjs', '--quiet'], projectDir);
  const wrote = /Wrote (\d+) files?/.exec(run.stdout + run.stderr);
  if (!wrote) throw new CommandFailed(`Eleventy printed no 'Wrote N files' line:\n${tail(run.stdout + run.stderr)}`);
  return { ...run, pages: Number(wrote[1]) };
}

const eleventyConfig = `export default function (eleventyConfig) {
  eleventyConfig.addCollection('posts', (collections) =>
    collections.getFilteredByGlob('./site/posts/*.md').sort((a, b) => a.data.id - b.data.id),
  );
}

export const config = {
  dir: { input: 'site', output: '_site' },
  // Post bodies are Markdown only, as in sitegen: code samples may contain {{ }}.
  markdownTemplateEngine: false,
};
`;

// A function, not a template string: the posts' Markdown is not run through a template engine.
const postsData = `export default {
  layout: 'page.liquid',
  permalink: (data) => \`blog/\${data.slug}/index.html\`,
};
`;

const layout = `<!doctype html>
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
<article>
<h1>{{ title | escape }}</h1>
{% if author %}<p>{{ author }} · {{ publishDate | date: "%Y-%m-%d" }} · {{ readTime }} · {{ category }}</p>
<ul>{% for tag in tags %}<li>{{ tag }}</li>{% endfor %}</ul>{% endif %}
{{ content }}
</article>
</main>
<footer><p>© Northbeam Software</p></footer>
</body>
</html>
`;

const listPage = `---
title: Blog
excerpt: Articles from the Northbeam Software engineering team.
layout: page.liquid
permalink: blog/index.html
---
{% for post in collections.posts %}<article>
<h2><a href="{{ post.url }}">{{ post.data.title | escape }}</a></h2>
<p>{{ post.data.category }} · {{ post.data.publishDate | date: "%Y-%m-%d" }} · {{ post.data.readTime }}</p>
<p>{{ post.data.excerpt | escape }}</p>
</article>
{% endfor %}`;
