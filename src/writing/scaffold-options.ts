import type { ContentSources, UnrenderedContent } from '../definition/content-sources.ts';
import type { Scaffold, ScaffoldOption } from '../definition/define-site.ts';

/** An option of a scaffold as the writer meets it: a bare meaning is an option that may be left out and takes any value. */
export interface DeclaredOption {
  readonly name: string;
  readonly description: string;
  readonly required: boolean;
  readonly choices: ScaffoldOption<ContentSources>['choices'];
}

export function declaredOptions(scaffold: Scaffold<ContentSources>): DeclaredOption[] {
  return Object.entries(scaffold.options ?? {}).map(([name, option]) =>
    typeof option === 'string'
      ? { name, description: option, required: false, choices: undefined }
      : { name, description: option.description, required: option.required === true, choices: option.choices },
  );
}

/**
 * What is wrong with the options a writer gave, a sentence each, all at once: names the
 * scaffold does not know, required options left out, options given no value, values
 * outside an option's choices. The choices are listed wherever a value is wanted.
 * Throws what an option's choices throw.
 */
export function optionProblems(
  scaffold: Scaffold<ContentSources>,
  given: Readonly<Record<string, string>>,
  content: UnrenderedContent<ContentSources>,
): string[] {
  const options = declaredOptions(scaffold);
  const known = options.map((option) => `--${option.name}`);
  const unknown = Object.keys(given).filter((name) => !options.some((option) => option.name === name));
  const problems =
    unknown.length > 0 ? [`unknown option ${unknown.map((name) => `--${name}`).join(', ')} (known: ${known.join(', ') || 'none'})`] : [];
  for (const option of options) {
    const value = Object.hasOwn(given, option.name) ? given[option.name] : undefined;
    if (value === undefined && !option.required) continue;
    const choices = option.choices?.(content);
    const wanted = choices ? `one of ${choices.join(', ')}` : option.description;
    if (value === undefined) problems.push(`--${option.name} is required: ${wanted}`);
    else if (value === '') problems.push(`--${option.name} needs a value: ${wanted}`);
    else if (choices && !choices.includes(value)) problems.push(`unknown --${option.name} '${value}' (known: ${choices.join(', ')})`);
  }
  return problems;
}
