import { ContentErrors, formatContentError } from '../content/content-error.ts';
import { TemplateRenderError } from '../render/template-render-error.ts';

/** The text a failed build prints: every content problem, or what failed and where, never a bare crash. */
export function describeBuildError(error: unknown): string {
  if (error instanceof ContentErrors) {
    const count = error.errors.length;
    return [`Build failed: ${count} content ${count === 1 ? 'error' : 'errors'}.`, ...error.errors.map(formatContentError)].join('\n');
  }
  if (error instanceof TemplateRenderError) {
    const stack = error.cause instanceof Error && error.cause.stack ? `\n${indent(error.cause.stack)}` : '';
    return `Build failed: template ${error.template} threw while rendering ${error.route}.${stack}`;
  }
  if (error instanceof Error) return `Build failed: ${error.message}`;
  return `Build failed: ${String(error)}`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
