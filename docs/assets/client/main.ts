/** The site's one script: pages are complete without it; it only makes the search page search. */
import { enhanceSearch } from './site-search.ts';

enhanceSearch(document, window.location);
