import type { Entry, LoadedContent, ProblemReport } from 'sitegen';
import { categorySlug } from './blog-paths.ts';
import type { SiteContent } from './content.ts';

/** Rules that span files: what one schema alone cannot see. */
export function checkSite(content: LoadedContent<SiteContent>, problems: ProblemReport<SiteContent>): void {
  checkServices(content, problems);
  checkPosts(content, problems);
  checkCategories(content, problems);
  checkAuthors(content, problems);
  checkPortfolio(content, problems);
}

/**
 * Every service in site.yaml has its page, and every service page is in site.yaml; a
 * page's heading names its service as site.yaml does, so that it says what the page offers.
 */
function checkServices({ site, services }: LoadedContent<SiteContent>, problems: ProblemReport<SiteContent>): void {
  const listed = site.services.map((service) => service.href.slice('/services/'.length));
  listed.forEach((slug, index) => {
    if (!services.some((entry) => entry.name === slug)) {
      problems.data('site', ['services', index, 'href'], `no page content/services/${slug}.md for this service`);
    }
  });
  for (const entry of services) {
    const service = site.services[listed.indexOf(entry.name)];
    if (!service) problems.entry(entry, [], `service page is not listed in site.yaml services (add href /services/${entry.name})`);
    else if (!entry.data.hero.title.toLowerCase().includes(service.title.toLowerCase()))
      problems.entry(entry, ['hero', 'title'], `must name the service as site.yaml does: '${service.title}'`);
  }
}

/** Ids and slugs are unique, and every category has its icon in site.yaml. */
function checkPosts({ site, posts }: LoadedContent<SiteContent>, problems: ProblemReport<SiteContent>): void {
  const categories = site.blog.categories.map((category) => category.name);
  const seenIds = new Map<number, Entry<unknown>>();
  const seenSlugs = new Map<string, Entry<unknown>>();
  for (const post of posts) {
    const { id, slug, category, publishDate, updated } = post.data;
    const sameId = seenIds.get(id);
    if (sameId) problems.entry(post, ['id'], `${id} is already used by ${sameId.file}`);
    else seenIds.set(id, post);
    const sameSlug = seenSlugs.get(slug);
    if (sameSlug) problems.entry(post, ['slug'], `'${slug}' is already used by ${sameSlug.file}`);
    else seenSlugs.set(slug, post);
    if (!categories.includes(category)) {
      problems.entry(
        post,
        ['category'],
        `'${category}' has no icon: add it to blog.categories in site.yaml (known: ${categories.join(', ')})`,
      );
    }
    if (updated !== undefined && updated < publishDate)
      problems.entry(post, ['updated'], `${updated} is before publishDate ${publishDate}`);
  }
}

/** Every category has an archive address of its own. */
function checkCategories({ site }: LoadedContent<SiteContent>, problems: ProblemReport<SiteContent>): void {
  const seen = new Map<string, string>();
  site.blog.categories.forEach(({ name }, index) => {
    const slug = categorySlug(name);
    const same = seen.get(slug);
    if (!slug)
      problems.data('site', ['blog', 'categories', index, 'name'], `'${name}' has no letter or digit to make its archive's address of`);
    else if (same !== undefined)
      problems.data(
        'site',
        ['blog', 'categories', index, 'name'],
        `'${name}' would share the archive /blog/category/${slug}/ with '${same}'`,
      );
    else seen.set(slug, name);
  });
}

/** Every post's author has a file in content/authors/, and no two author files give the same name. */
function checkAuthors({ authors, posts }: LoadedContent<SiteContent>, problems: ProblemReport<SiteContent>): void {
  const seen = new Map<string, Entry<unknown>>();
  for (const author of authors) {
    const same = seen.get(author.data.name);
    if (same) problems.entry(author, ['name'], `'${author.data.name}' is already the name in ${same.file}`);
    else seen.set(author.data.name, author);
  }
  for (const post of posts) {
    if (!seen.has(post.data.author)) {
      const known = [...seen.keys()].join(', ') || 'none yet';
      problems.entry(post, ['author'], `'${post.data.author}' has no file in content/authors/ (known: ${known})`);
    }
  }
}

/** Every project is in one of the portfolio filter's categories. */
function checkPortfolio({ portfolio }: LoadedContent<SiteContent>, problems: ProblemReport<SiteContent>): void {
  const { categories } = portfolio.filter;
  portfolio.projects.forEach((project, index) => {
    if (!categories.includes(project.category)) {
      problems.data(
        'portfolio',
        ['projects', index, 'category'],
        `'${project.category}' is not one of filter.categories (${categories.join(', ')})`,
      );
    }
  });
}
