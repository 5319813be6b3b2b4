import { htmlValidateConfig } from './html-rules.ts';
import type { Problem } from './problem.ts';
import type { SiteOutput } from './site-output.ts';

/** Every page passes html-validate with this site's rules (html-rules.ts): zero errors. */
export async function checkHtmlValidity(output: SiteOutput): Promise<Problem[]> {
  // Imported here rather than at the top, so that other commands do not pay for loading it.
  const { HtmlValidate } = await import('html-validate');
  const validator = new HtmlValidate(htmlValidateConfig);
  return output.pages.flatMap((page) =>
    validator
      .validateStringSync(page.html, page.file)
      .results.flatMap((result) => result.messages)
      .map((message) => ({
        where: page.url,
        message: `html-validate ${message.ruleId} at ${page.file}:${message.line}:${message.column}: ${message.message}`,
      })),
  );
}
