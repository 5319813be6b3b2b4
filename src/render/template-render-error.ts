/** A template threw while rendering a route: the build fails rather than ship a broken page. */
export class TemplateRenderError extends Error {
  override name = 'TemplateRenderError';
  constructor(
    readonly route: string,
    readonly template: string,
    override readonly cause: unknown,
  ) {
    super(`Template ${template} failed to render ${route}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}
