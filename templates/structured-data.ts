import type { Post, SiteConfig } from './model.ts';
import { postModified } from './posts.ts';

/** schema.org descriptions that search engines read from JSON-LD. */

export function organizationData(config: SiteConfig, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: config.name,
    url,
    description: config.description,
    email: config.contact.email,
    telephone: config.contact.phone,
    address: config.offices.map((office) => ({
      '@type': 'PostalAddress',
      name: office.title,
      streetAddress: office.address.join(', '),
    })),
    sameAs: config.socials.map((social) => social.url),
  };
}

export function blogPostingData(post: Post, config: SiteConfig, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishDate,
    dateModified: postModified(post),
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: config.name },
    mainEntityOfPage: url,
    url,
    articleSection: post.category,
    keywords: post.tags.join(', '),
  };
}
