import type { Problem } from './problem.ts';
import type { SiteOutput } from './site-output.ts';

/** Every page passes html-validate with this site's rules (html-rules.ts): zero errors. Each page is validated as its facts are read. */
export function checkHtmlValidity(output: SiteOutput): Problem[] {
  return output.pages.flatMap((page) =>
    page.facts.htmlErrors.map((error) => ({
      where: page.url,
      message: `html-validate ${error.ruleId} at ${page.file}:${error.line}:${error.column}: ${error.message}`,
    })),
  );
}
