/** What one Lighthouse run says about one page, reduced to what the bench prints. */

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

/**
 * The parts of a Lighthouse result (LH.Result) this bench reads. Declared here, not imported,
 * so that the summary can be tested with a small hand-written result.
 */
export interface LighthouseResult {
  readonly categories: Readonly<
    Record<string, { readonly score: number | null; readonly auditRefs: readonly { readonly id: string; readonly weight: number }[] }>
  >;
  readonly audits: Readonly<
    Record<
      string,
      {
        readonly id: string;
        readonly title: string;
        readonly score: number | null;
        readonly scoreDisplayMode: string;
        readonly displayValue?: string;
        readonly details?: unknown;
      }
    >
  >;
}

export interface FailingAudit {
  readonly category: CategoryId;
  readonly id: string;
  readonly title: string;
  /** 0-100. */
  readonly score: number;
  readonly displayValue?: string | undefined;
  /** False for a performance diagnostic: it explains a slow metric but does not count in the score itself. */
  readonly weighted: boolean;
}

export interface PageSummary {
  /** 0-100 per category; null when Lighthouse could not score it (a broken page, a crashed run). */
  readonly scores: Readonly<Record<CategoryId, number | null>>;
  /** Audits that cost points, only for categories below 100. */
  readonly failing: readonly FailingAudit[];
  /** Requests the page made to anywhere but the served origin: on this offline machine, a defect. */
  readonly foreignRequests: readonly string[];
}

/** Score modes that express a pass or fail; the others (manual, informative, not applicable, error) carry no verdict. */
const scoredModes = new Set(['binary', 'numeric', 'metricSavings']);

export function summarizeResult(result: LighthouseResult, origin: string): PageSummary {
  const scores = Object.fromEntries(
    categoryIds.map((id) => {
      const score = result.categories[id]?.score;
      return [id, score == null ? null : Math.round(score * 100)];
    }),
  ) as Record<CategoryId, number | null>;
  const failing: FailingAudit[] = [];
  for (const category of categoryIds) {
    if (scores[category] === 100) continue;
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || !scoredModes.has(audit.scoreDisplayMode)) continue;
      // Most performance audits weigh nothing: only the metrics count. Among the rest, the ones that fail are the reasons a metric is slow.
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: Math.round(audit.score * 100),
        displayValue: audit.displayValue,
        weighted: ref.weight > 0,
      });
    }
  }
  return { scores, failing, foreignRequests: requestedUrls(result).filter((url) => !isSameOriginOrInline(url, origin)) };
}

function requestedUrls(result: LighthouseResult): string[] {
  const details = result.audits['network-requests']?.details;
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items.flatMap((item: unknown) =>
    typeof item === 'object' && item !== null && 'url' in item && typeof item.url === 'string' ? [item.url] : [],
  );
}

function isSameOriginOrInline(url: string, origin: string): boolean {
  if (/^(data|blob):/.test(url)) return true;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
