import { describe, expect, it } from 'vitest';
import { templateProblems } from './template-types.ts';

describe('templateProblems', () => {
  it('keeps the errors of the templates and of the settings, each with the lines that go on with it, at file:line:column', () => {
    const report = [
      "templates/pages.tsx(25,18): error TS1360: Type 'string' does not satisfy the expected type 'number'.",
      "templates/site.ts(4,3): error TS2322: Type '{ title: number; }' is not assignable to type 'Props'.",
      "  Types of property 'title' are incompatible.",
      "    Type 'number' is not assignable to type 'string'.",
      "scripts/deploy.ts(1,1): error TS2304: Cannot find name 'deploy'.",
      '  A line that goes on with an error outside the templates.',
      "error TS5023: Unknown compiler option 'strictest'.",
      '',
    ].join('\n');
    expect(templateProblems('/project', report)).toEqual([
      "templates/pages.tsx:25:18: Type 'string' does not satisfy the expected type 'number'.",
      "templates/site.ts:4:3: Type '{ title: number; }' is not assignable to type 'Props'.\n  Types of property 'title' are incompatible.\n    Type 'number' is not assignable to type 'string'.",
      "Unknown compiler option 'strictest'.",
    ]);
  });

  it('finds nothing in a report of no errors', () => {
    expect(templateProblems('/project', '')).toEqual([]);
  });
});
