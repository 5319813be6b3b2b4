import { describe } from 'vitest';
import { viewports } from './support/browser.ts';
import { checkAccessibilityAt } from './support/accessibility-check.ts';

describe('axe-core at the desktop width', () => {
  checkAccessibilityAt(viewports[1], 'sampled pages');
});
