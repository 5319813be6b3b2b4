import { sitemapNamespace } from '../output/sitemap.ts';
import { isAbsoluteUrl } from './absolute-url.ts';
import type { Problem } from './problem.ts';
import type { SiteOutput } from './site-output.ts';
import { childrenNamed } from './xml-document.ts';
import { readXmlFile } from './xml-file.ts';

const file = 'sitemap.xml';

/**
 * The sitemap, when the site has one, as a crawler takes it: well-formed XML with no
 * forbidden character, a `<urlset>` in the sitemap namespace, and each `<url>` at an
 * absolute address of the site. A crawler ignores addresses on another host than the
 * sitemap's own, which robots.txt names; without it, the first address stands for the site.
 */
export async function checkSitemapXml(output: SiteOutput): Promise<Problem[]> {
  const checked = await readXmlFile(output, file);
  if (!checked?.root) return [...(checked?.problems ?? [])];
  const where = output.base + file;
  const problem = (message: string): Problem => ({ where, message });
  const { root } = checked;
  if (root.name !== 'urlset' || root.namespace !== sitemapNamespace) {
    const name = root.namespace ? `<${root.name} xmlns="${root.namespace}">` : `<${root.name}>`;
    return [...checked.problems, problem(`its root element is ${name}, not a sitemap's <urlset xmlns="${sitemapNamespace}">`)];
  }
  const locations = childrenNamed(root, 'url').map((url) => ({ url, loc: childrenNamed(url, 'loc')[0] }));
  const firstAddress = locations.map(({ loc }) => loc?.text.trim() ?? '').find(isAbsoluteUrl);
  const origin = (await sitemapOrigin(output)) ?? (firstAddress && new URL(firstAddress).origin);
  const isOfSite = (url: URL) => url.origin === origin && url.pathname.startsWith(output.base);
  return [
    ...checked.problems,
    ...locations.flatMap(({ url, loc }): Problem[] => {
      if (!loc) return [problem(`the <url> at ${url.at} has no <loc>`)];
      const address = loc.text.trim();
      if (!isAbsoluteUrl(address)) return [problem(`<loc>${address}</loc> at ${loc.at} is not an absolute URL`)];
      if (!isOfSite(new URL(address)))
        return [problem(`<loc>${address}</loc> at ${loc.at} is not an address of the site, ${origin}${output.base}`)];
      return [];
    }),
  ];
}

/** The origin robots.txt says the sitemap is served from, when it says so. */
async function sitemapOrigin(output: SiteOutput): Promise<string | undefined> {
  if (!output.files.has('robots.txt')) return undefined;
  const robots = new TextDecoder().decode(await output.read('robots.txt'));
  const named = /^sitemap:\s*(\S+)/im.exec(robots)?.[1];
  return named && isAbsoluteUrl(named) ? new URL(named).origin : undefined;
}
