/** A problem in a content file, located precisely enough for a writer to fix it. */
export interface ContentError {
  file: string;
  line: number;
  field: string;
  message: string;
}

export function formatContentError(error: ContentError): string {
  const field = error.field ? `${error.field}: ` : '';
  return `${error.file}:${error.line}: ${field}${error.message}`;
}

/** Thrown when content is invalid; carries every problem found, not just the first. */
export class ContentErrors extends Error {
  constructor(readonly errors: readonly ContentError[]) {
    super(
      `${errors.length} content ${errors.length === 1 ? 'error' : 'errors'}:\n` +
        errors.map(formatContentError).join('\n'),
    );
    this.name = 'ContentErrors';
  }
}
