import type { PageContent } from '../model.ts';
import { ActionLinks } from '../parts/ActionLinks.tsx';
import { useSite } from '../site-context.tsx';

/**
 * Served by the host for every unknown address. Both variants are in the page;
 * the client script shows the 'Post Not Found' one for addresses under /blog/.
 */
export function NotFoundPage({ content }: { content: PageContent['not-found'] }) {
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
      <div className="container not-found__inner" data-not-found-variant="post" hidden>
        <h1 className="not-found__title">{post.title}</h1>
        <p>{post.text}</p>
        <ActionLinks actions={[post.action]} />
      </div>
    </section>
  );
}
