import { viewports } from './support/browser.ts';
import { describeAccessibilityAt } from './support/accessibility-check.ts';

await describeAccessibilityAt('axe-core at the phone width', viewports[0], 'sampled pages');
