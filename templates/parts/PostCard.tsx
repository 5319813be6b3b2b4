import { formatLongDate } from '../format.ts';
import type { PostSummary } from '../post-summary.ts';
import { Icon } from './Icon.tsx';
import { useSite } from '../site-context.tsx';

interface PostCardProps {
  post: PostSummary;
  readMore: string;
  /** Related-article cards show a shortened excerpt. */
  excerpt?: string;
  hidden?: boolean;
}

/** A blog article as a card. Its data-* attributes let the blog filter match it without a round trip. */
export function PostCard({ post, readMore, excerpt = post.excerpt, hidden }: PostCardProps) {
  const { link } = useSite();
  return (
    <li
      className="post-card"
      hidden={hidden}
      data-post-card
      data-post-id={post.id}
      data-category={post.category}
      data-search-text={[post.title, post.excerpt, ...post.tags].join('\n').toLowerCase()}
    >
      <div className="post-card__meta">
        <span className="post-card__icon" data-card-icon>
          <Icon name={post.icon} size={20} />
        </span>
        <span className="post-card__category" data-card-category>
          {post.category}
        </span>
        <span className="post-card__details">
          <time className="post-card__date" dateTime={post.publishDate} data-card-date>
            {formatLongDate(post.publishDate)}
          </time>
          <span className="post-card__read-time" data-card-read-time>
            {post.readTime}
          </span>
        </span>
      </div>
      <h3 className="post-card__title">
        <a href={link(`/blog/${post.slug}`)} data-card-title>
          {post.title}
        </a>
      </h3>
      <p className="post-card__excerpt" data-card-excerpt>
        {excerpt}
      </p>
      <a className="post-card__more" href={link(`/blog/${post.slug}`)} data-card-more>
        {readMore}
        <span className="visually-hidden" data-card-more-title>
          : {post.title}
        </span>
        <Icon name="arrow-right" size={16} />
      </a>
    </li>
  );
}
