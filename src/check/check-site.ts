import { checkAssetReferences } from './asset-references.ts';
import { checkBudgets } from './budgets.ts';
import { checkFeedXml } from './feed-xml.ts';
import { checkHtmlValidity } from './html-validity.ts';
import { unknownBuild, type CheckInputs } from './check-inputs.ts';
import { checkImageAlt } from './image-alt.ts';
import { checkInternalLinks } from './internal-links.ts';
import type { Problem } from './problem.ts';
import type { SiteOutput } from './site-output.ts';
import { checkSitemapXml } from './sitemap-xml.ts';
import { checkUniqueDescriptions } from './unique-descriptions.ts';
import { checkUniqueTitles } from './unique-titles.ts';

/** Every check of a built site, all run, so that one report lists every problem at once. */
export async function checkSite(output: SiteOutput, inputs: CheckInputs = unknownBuild): Promise<Problem[]> {
  const results = await Promise.all([
    checkInternalLinks(output, inputs.bodyLinks),
    checkAssetReferences(output),
    checkHtmlValidity(output),
    checkBudgets(output, inputs.budgets),
    checkImageAlt(output),
    checkUniqueTitles(output),
    checkUniqueDescriptions(output),
    checkFeedXml(output),
    checkSitemapXml(output),
  ]);
  return results.flat();
}
