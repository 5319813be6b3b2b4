import { describe, expect, it } from 'vitest';
import { nextCommands } from './next-commands.ts';

describe('nextCommands', () => {
  it('goes into the new site, installs and starts the dev server', () => {
    expect(nextCommands('/home/ann', '/home/ann/blog', undefined)).toBe('cd blog && npm install && npx sitegen dev');
  });

  it('stays in a site made in the folder init ran in', () => {
    expect(nextCommands('/home/ann/blog', '/home/ann/blog', undefined)).toBe('npm install && npx sitegen dev');
  });

  it('installs sitegen from the tarball or folder it came from, by a path npm reads as one', () => {
    expect(nextCommands('/home/ann', '/home/ann/blog', '/home/ann/sitegen-0.1.0.tgz')).toBe(
      'cd blog && npm install ../sitegen-0.1.0.tgz && npx sitegen dev',
    );
    expect(nextCommands('/home/ann', '/home/ann/blog', '/home/ann/blog/vendor/sitegen')).toBe(
      'cd blog && npm install ./vendor/sitegen && npx sitegen dev',
    );
  });

  it('quotes a path the shell would split', () => {
    expect(nextCommands('/home/ann', "/home/ann/Ann's blog", undefined)).toBe(`cd 'Ann'\\''s blog' && npm install && npx sitegen dev`);
  });
});
