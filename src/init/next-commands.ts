import { isAbsolute, relative } from 'node:path';

/**
 * What to run after init, as one line for the shell, from the folder init ran in
 * (`root`): into the new site, install its packages (sitegen from `source` when it
 * did not come from the registry), and start the dev server.
 */
export function nextCommands(root: string, site: string, source: string | undefined): string {
  const folder = relative(root, site);
  const install = source === undefined ? 'npm install' : `npm install ${shellWord(localPackagePath(relative(site, source)))}`;
  return [...(folder === '' ? [] : [`cd ${shellWord(folder)}`]), install, 'npx sitegen dev'].join(' && ');
}

/** npm reads `name/name` as a GitHub repository: a path it must take as a path starts with a dot. */
function localPackagePath(path: string): string {
  return path.startsWith('.') || isAbsolute(path) ? path : `./${path}`;
}

/** A path as one word for a POSIX shell: as it is when it holds nothing the shell reads, else in single quotes. */
function shellWord(text: string): string {
  return /^[\w@./:+-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}
