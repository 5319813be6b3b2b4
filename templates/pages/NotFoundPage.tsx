import type { PageContent } from '../model.ts';
import { ActionLinks } from '../parts/ActionLinks.tsx';
import { useSite } from '../site-context.tsx';

interface NotFoundPageProps {
  content: PageContent['not-found'];
  /** The document's title while the 'Post Not Found' variant shows, site name included. */
  postTitle: string;
}

/**
 * Served by the host for every unknown address. Both variants are in the page;
 * the client script shows the 'Post Not Found' one for addresses under /blog/,
 * and gives the document its title.
 */
export function NotFoundPage({ content, postTitle }: NotFoundPageProps) {
  const { page, post } = content;
  const { link } = useSite();
  return (
    <section className="not-found" data-not-found data-blog-path={link('/blog')}>
      <div className="container not-found__inner" data-not-found-variant="page">
        <p className="not-found__code" aria-hidden="true">
          {page.code}
        </p>
        <h1 className="not-found__title">
          <span className="visually-hidden">{page.code} </span>
          {page.title}
        </h1>
        <p>{page.text}</p>
        <ActionLinks actions={[page.action]} />
      </div>
      <div className="container not-found__inner" data-not-found-variant="post" data-title={postTitle} hidden>
        <h1 className="not-found__title">{post.title}</h1>
        <p>{post.text}</p>
        <ActionLinks actions={[post.action]} />
      </div>
    </section>
  );
}
