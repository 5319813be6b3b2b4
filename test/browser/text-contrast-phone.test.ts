import { viewports } from './support/browser.ts';
import { describeTextContrastAt } from './support/text-contrast-check.ts';

describeTextContrastAt(viewports[0]);
