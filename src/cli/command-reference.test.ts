import { describe, expect, it } from 'vitest';
import { commandReference } from './command-reference.ts';

describe('commandReference', () => {
  it('names every command the CLI has, sitegen itself first and each subcommand after its parent', () => {
    expect(commandReference().map((command) => command.name)).toEqual([
      '',
      'build',
      'check',
      'deploy',
      'deploy s3',
      'dev',
      'init',
      'new',
      'preview',
    ]);
  });

  it("gives each option's flags, meaning and default, and the help it prints with its examples", () => {
    const build = commandReference().find((command) => command.name === 'build');
    expect(build?.options).toContainEqual({
      flags: '-o, --out <dir>',
      description: 'output folder, replaced only when the build succeeds',
      default: 'dist',
    });
    expect(build?.options).toContainEqual({ flags: '--drafts', description: 'also publish drafts and entries dated in the future' });
    expect(build?.help).toMatch(/^Usage: sitegen build \[options\]\n/);
    expect(build?.help).toContain('\nExamples:\n  sitegen build\n');
  });
});
