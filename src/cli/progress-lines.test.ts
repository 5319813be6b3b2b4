import { describe, expect, it } from 'vitest';
import { progressLines } from './progress-lines.ts';

describe('progressLines', () => {
  it('writes a plain line for a step with work left once it is due, and none for a step with nothing to do', () => {
    const lines: string[] = [];
    const progress = progressLines({ after: 0, write: (line) => lines.push(line) });
    progress.started('cards', 1).ended();
    progress.started('images', 0).ended();
    progress.started('searchIndex', 44).ended();
    expect(lines).toEqual(['Drawing 1 social card...', 'Indexing 44 pages for search...']);
  });
});
