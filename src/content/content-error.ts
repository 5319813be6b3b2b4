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

/** Errors in the order they are reported: by file, then line. */
export function sortContentErrors(errors: readonly ContentError[]): ContentError[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/**
 * What a build whose parts failed reports: the content errors of every part together,
 * so that a writer fixes them in one pass, or without any, the first failure. Content
 * errors come before the others: an image that cannot be decoded also fails the social
 * card drawn from it, with only libvips' words, and fixing the image fixes both.
 */
export function buildFailure(failures: readonly unknown[]): unknown {
  const errors = failures.flatMap((failure) => (failure instanceof ContentErrors ? failure.errors : []));
  return errors.length > 0 ? new ContentErrors(sortContentErrors(errors)) : failures[0];
}
