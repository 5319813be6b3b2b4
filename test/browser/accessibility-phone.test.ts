import { describe } from 'vitest';
import { viewports } from './support/browser.ts';
import { checkAccessibilityAt } from './support/accessibility-check.ts';

describe('axe-core at the phone width', () => {
  checkAccessibilityAt(viewports[0], 'sampled pages');
});
