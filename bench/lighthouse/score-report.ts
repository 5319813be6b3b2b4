import { categoryIds, type CategoryId, type FailingAudit, type PageSummary } from './lighthouse-summary.ts';

/** Every run of one page. */
export interface PageRuns {
  readonly path: string;
  readonly runs: readonly PageSummary[];
}

/** The median of each category over the runs; null if any run could not score it. */
export function medianScores(runs: readonly PageSummary[]): Record<CategoryId, number | null> {
  return Object.fromEntries(
    categoryIds.map((id) => {
      const scores = scoredRuns(runs, id);
      return [id, scores.length === 0 || scores.length < runs.length ? null : median(scores)];
    }),
  ) as Record<CategoryId, number | null>;
}

function scoredRuns(runs: readonly PageSummary[], id: CategoryId): number[] {
  return runs.flatMap((run) => {
    const score = run.scores[id];
    return score === null ? [] : [score];
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** True when every page's median is 100 in every category and no page asked for another origin. */
export function passes(pages: readonly PageRuns[]): boolean {
  return pages.every(
    (page) =>
      Object.values(medianScores(page.runs)).every((score) => score === 100) && page.runs.every((run) => run.foreignRequests.length === 0),
  );
}

/** A plain-text table: one row per page, one column per category. */
export function formatScoreTable(pages: readonly PageRuns[]): string {
  const header = ['page', ...categoryIds];
  const rows = pages.map((page) => [page.path, ...categoryIds.map((id) => scoreCell(page.runs, id))]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The median and, when the runs disagree, their range: on a shared machine, the range shows the noise. */
function scoreCell(runs: readonly PageSummary[], id: CategoryId): string {
  const median = medianScores(runs)[id];
  const scores = scoredRuns(runs, id);
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  return `${median ?? 'n/a'}${low !== high ? ` (${low}-${high})` : ''}`;
}

/**
 * What cost points, per page and category, in the runs that scored below 100, even when the
 * median is 100 (which audits failed in a single low run tells noise from a real problem): each
 * audit once, with how many runs it failed in. Empty when every run scored 100 everywhere.
 */
export function formatFailingAudits(pages: readonly PageRuns[]): string {
  const sections: string[] = [];
  for (const page of pages) {
    const lines: string[] = [];
    for (const category of categoryIds) {
      if (page.runs.every((run) => run.scores[category] === 100)) continue;
      const failures = new Map<string, { audit: FailingAudit; runs: number }>();
      for (const run of page.runs) {
        for (const audit of run.failing.filter((failing) => failing.category === category)) {
          const seen = failures.get(audit.id);
          failures.set(audit.id, { audit: seen?.audit ?? audit, runs: (seen?.runs ?? 0) + 1 });
        }
      }
      lines.push(`  ${category}: ${scoreCell(page.runs, category)}`);
      for (const { audit, runs } of [...failures.values()].sort((a, b) => Number(b.audit.weighted) - Number(a.audit.weighted))) {
        const value = audit.displayValue ? ` (${audit.displayValue})` : '';
        const kind = audit.weighted ? '' : ' [diagnostic]';
        const often = page.runs.length > 1 ? `, in ${runs} of ${page.runs.length} runs` : '';
        lines.push(`    ${audit.id}: ${audit.title}${value}, score ${audit.score}${kind}${often}`);
      }
    }
    const foreign = [...new Set(page.runs.flatMap((run) => run.foreignRequests))];
    if (foreign.length > 0) lines.push(`  requests that left the served origin:`, ...foreign.map((url) => `    ${url}`));
    if (lines.length > 0) sections.push(`${page.path}\n${lines.join('\n')}`);
  }
  return sections.join('\n');
}
