import { describe, expect, it } from 'vitest';
import { copyFixture } from '../../test/support/fixture-project.ts';
import { runSitegen } from '../../test/support/project.ts';

// This repository's own site, built by `sitegen build`, is checked in check-command-dir.test.ts.
describe('sitegen check on a project', () => {
  it('builds the sources, finds no problem and exits 0 with a summary', async () => {
    const project = await copyFixture('notes');
    try {
      const result = await runSitegen(['check'], project.root);
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe('Checked 16 pages: no problems.\n');
      expect(result.code).toBe(0);
    } finally {
      await project.remove();
    }
  });

  it('explains itself with --help', async () => {
    const result = await runSitegen(['check', '--help']);
    expect(result.code).toBe(0);
    for (const option of ['--dir <dir>', '--base <path>', '--url <origin>', '--content <dir>']) expect(result.stdout).toContain(option);
    expect(result.stdout).toContain('Exit codes: 0 no problems, 1 problems found, 2 usage error, 130 stopped by Ctrl+C.');
  });

  it('exits 2 on a usage error: a bad --url, or build options with --dir', async () => {
    const badUrl = await runSitegen(['check', '--url', 'not a url']);
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain('must be an absolute URL');
    const contentWithDir = await runSitegen(['check', '--dir', 'dist', '--content', 'content']);
    expect(contentWithDir.code).toBe(2);
    expect(contentWithDir.stderr).toContain("option '-c, --content <dir>' cannot be used with option '-d, --dir <dir>'");
  });
});
