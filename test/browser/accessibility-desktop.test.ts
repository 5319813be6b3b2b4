import { viewports } from './support/browser.ts';
import { describeAccessibilityAt } from './support/accessibility-check.ts';

await describeAccessibilityAt('axe-core at the desktop width', viewports[1], 'sampled pages');
