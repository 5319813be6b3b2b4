import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedSiteDefinition } from '../definition/define-site.ts';
import { loadSiteModule } from '../render/load-site-module.ts';
import { siteModuleFile } from '../render/site-definition.ts';
import { declaredOptions } from './scaffold-options.ts';

/** The kinds of entry a site declares and the options of each, as `sitegen new --help` ends. */
export function scaffoldsHelp(definition: LoadedSiteDefinition): string {
  const scaffolds = Object.entries(definition.scaffolds ?? {});
  if (scaffolds.length === 0) return `This site declares no kind of entry (scaffolds in ${siteModuleFile}).`;
  const lines = [`Kinds of entry this site declares (${siteModuleFile}):`];
  for (const [kind, scaffold] of scaffolds) {
    lines.push(`  ${kind}: ${scaffold.description}`);
    const options = declaredOptions(scaffold).map((option) => ({ ...option, usage: `--${option.name} <value>` }));
    const width = Math.max(0, ...options.map((option) => option.usage.length));
    for (const option of options) {
      lines.push(`    ${option.usage.padEnd(width)}  ${option.required ? 'required: ' : ''}${option.description}`);
    }
  }
  return lines.join('\n');
}

/** The same for the site in `root`, or why there are none to list. */
export async function siteScaffoldsHelp(root: string): Promise<string> {
  if (!existsSync(join(root, siteModuleFile)))
    return `Run it in a site's folder to list the kinds of entry it declares: this one has no ${siteModuleFile}.`;
  try {
    return scaffoldsHelp((await loadSiteModule(root)).definition);
  } catch (error) {
    return `The kinds of entry this site declares could not be read. ${error instanceof Error ? error.message : String(error)}`;
  }
}
