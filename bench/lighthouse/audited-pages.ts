import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The pages the bench audits, as site paths: the home page, the blog list, one article, contact and
 * portfolio. Without `article`, the article is the heaviest one in the built folder, so that its
 * figures are the worst any article gets.
 */
export async function auditedPages(dir: string, article?: string): Promise<string[]> {
  if (!(await isFile(join(dir, 'index.html')))) throw new Error(`${dir} holds no built site (no index.html)`);
  const pages = ['/', '/blog/', article ? asPagePath(article) : await heaviestArticle(dir), '/contact/', '/portfolio/'];
  for (const page of pages) {
    if (!(await isFile(join(dir, page, 'index.html')))) throw new Error(`${dir} has no page ${page} (no ${join(dir, page, 'index.html')})`);
  }
  return pages;
}

/** `/blog/x`, `blog/x/` -> `/blog/x/`: pages are served at a trailing slash. */
function asPagePath(path: string): string {
  return `/${path.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
}

async function heaviestArticle(dir: string): Promise<string> {
  const blog = join(dir, 'blog');
  const entries = await readdir(blog, { withFileTypes: true }).catch(() => []);
  let heaviest: { path: string; size: number } | undefined;
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const size = await stat(join(blog, entry.name, 'index.html')).then(
      (file) => file.size,
      () => 0,
    );
    if (size > (heaviest?.size ?? 0)) heaviest = { path: `/blog/${entry.name}/`, size };
  }
  if (!heaviest) throw new Error(`${blog} holds no article (no blog/{slug}/index.html)`);
  return heaviest.path;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (file) => file.isFile(),
    () => false,
  );
}
