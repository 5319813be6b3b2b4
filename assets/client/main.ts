/** The site's only script: it enhances complete HTML pages and is never needed to read them. */
import { enhanceNotFound } from './not-found.ts';

enhanceNotFound(document, window.location);
