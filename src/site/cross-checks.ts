import type { ContentError } from '../content/content-error.ts';
import type { Loaded, LoadedMarkdown } from './loaded-file.ts';
import type { PageContent } from './schema/pages.ts';
import type { PostFrontMatter } from './schema/post.ts';
import type { ServiceFrontMatter } from './schema/service.ts';
import type { SiteConfig } from './schema/site.ts';

/** Rules that span files: what one schema alone cannot see. */

const at = (entry: Loaded<unknown>, path: PropertyKey[], field: string, message: string): ContentError => ({
  file: entry.file,
  line: entry.lineOf(path),
  field,
  message,
});

export function checkServices(site: Loaded<SiteConfig>, services: readonly LoadedMarkdown<ServiceFrontMatter>[]): ContentError[] {
  const errors: ContentError[] = [];
  const listed = site.value.services.map((service) => service.href.slice('/services/'.length));
  const fileSlug = (entry: LoadedMarkdown<unknown>) => entry.file.replace(/^.*\//, '').replace(/\.md$/, '');
  listed.forEach((slug, index) => {
    if (!services.some((entry) => fileSlug(entry) === slug)) {
      errors.push(at(site, ['services', index, 'href'], `services[${index}].href`, `no page content/services/${slug}.md for this service`));
    }
  });
  for (const entry of services) {
    if (!listed.includes(fileSlug(entry))) {
      errors.push({ file: entry.file, line: 1, field: '', message: `service page is not listed in site.yaml services (add href /services/${fileSlug(entry)})` });
    }
  }
  return errors;
}

export function checkPosts(site: Loaded<SiteConfig>, posts: readonly LoadedMarkdown<PostFrontMatter>[]): ContentError[] {
  const errors: ContentError[] = [];
  const categories = site.value.blog.categories.map((category) => category.name);
  const seenIds = new Map<number, string>();
  const seenSlugs = new Map<string, string>();
  for (const post of posts) {
    const { id, slug, category } = post.value;
    if (seenIds.has(id)) errors.push(at(post, ['id'], 'id', `${id} is already used by ${seenIds.get(id)}`));
    else seenIds.set(id, post.file);
    if (seenSlugs.has(slug)) errors.push(at(post, ['slug'], 'slug', `'${slug}' is already used by ${seenSlugs.get(slug)}`));
    else seenSlugs.set(slug, post.file);
    if (!categories.includes(category)) {
      errors.push(at(post, ['category'], 'category', `'${category}' has no icon: add it to blog.categories in site.yaml (known: ${categories.join(', ')})`));
    }
  }
  return errors;
}

export function checkPortfolio(portfolio: Loaded<PageContent['portfolio']>): ContentError[] {
  const { categories } = portfolio.value.filter;
  return portfolio.value.projects.flatMap((project, index) =>
    categories.includes(project.category)
      ? []
      : [at(portfolio, ['projects', index, 'category'], `projects[${index}].category`, `'${project.category}' is not one of filter.categories (${categories.join(', ')})`)],
  );
}
