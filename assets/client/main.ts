/**
 * The site's only script. Every page is complete without it; each enhancer finds
 * its `data-*` hooks in the page and does nothing where they are absent.
 */
import { enhanceBlogFilter } from './blog-filter.ts';
import { enhanceContentsDisclosure } from './contents-disclosure.ts';
import { enhanceCopyButtons } from './copy-code.ts';
import { enhanceInquiryForm } from './inquiry-form.ts';
import { enhanceMobileMenu } from './mobile-menu.ts';
import { enhanceNavDropdowns } from './nav-dropdown.ts';
import { enhanceNotFound } from './not-found.ts';
import { enhancePortfolioFilter } from './portfolio-filter.ts';
import { enhanceShareLinks } from './share-links.ts';
import { enhanceTableOfContents } from './table-of-contents.ts';
import { createToaster } from './toasts.ts';

const toaster = createToaster(document.querySelector<HTMLElement>('[data-toast-region]'));

const enhancers: ReadonlyArray<() => void> = [
  () => enhanceNavDropdowns(document),
  () => enhanceMobileMenu(document),
  () => enhancePortfolioFilter(document),
  () => enhanceBlogFilter(document, window),
  () => enhanceShareLinks(document, window),
  () => enhanceCopyButtons(document, navigator.clipboard, toaster),
  () => enhanceTableOfContents(document),
  () => enhanceContentsDisclosure(document, window),
  () => enhanceInquiryForm(document, window.fetch.bind(window), toaster),
  () => enhanceNotFound(document, window.location),
];

// One enhancer failing must not take the others, or the page, down with it.
for (const enhance of enhancers) {
  try {
    enhance();
  } catch (error) {
    console.error(error);
  }
}
