import type { Post } from './model.ts';

/** What a card, a featured block or the feed needs of a post: everything but its body. */
export type PostSummary = Omit<Post, 'html' | 'headings'>;
