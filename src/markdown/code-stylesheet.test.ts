import { describe, expect, it } from 'vitest';
import { codeStylesheet, defaultCodeThemes, type CodeThemes } from './code-stylesheet.ts';
import { createCodeHighlighter } from './test-support/code-highlighter.ts';
import type { CodeBlock } from './highlighter.ts';

/** Code in several grammars, with the bold, italic, struck and underlined tokens Markdown gives. */
const blocks: CodeBlock[] = [
  {
    code: '@Service\npublic final class Greeter {\n  // says hello\n  String greet(String name) { return "Hi " + name; }\n}',
    lang: 'java',
  },
  { code: 'const port: number = Number(process.env.PORT ?? 8080);\nexport default { port };', lang: 'ts' },
  { code: 'server:\n  port: 8080 # the default\n  name: "api"', lang: 'yaml' },
  { code: '# Title\n\n*em* **strong** ~~gone~~ [a link](https://example.com)\n\n> quoted `code`', lang: 'md' },
  { code: 'SELECT id, name FROM patients WHERE admitted > NOW() - INTERVAL 1 DAY;', lang: 'sql' },
  { code: '--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new', lang: 'diff' },
  { code: '<a href="/x" class="y">Link</a>\n<style>a { color: red }</style>', lang: 'html' },
  { code: 'curl -s "$URL" | jq .items[0] > out.json', lang: 'bash' },
  { code: 'plain words', lang: 'text' },
];

async function highlightedHtml(themes: CodeThemes): Promise<string> {
  const highlighter = await createCodeHighlighter(blocks, {}, themes);
  return blocks.map((block) => highlighter.highlight(block.code, block.lang)).join('\n');
}

/** The classes the HTML uses, but shiki's own on `<pre>` (`shiki`, `shiki-themes`, the themes' names) and the lines'. */
function usedClasses(html: string): Set<string> {
  const lists = [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]?.split(' ') ?? []);
  return new Set(lists.filter((name) => !/^(shiki|shiki-themes|line)$|^(github|min|nord)-?/.test(name)));
}

/** The classes the stylesheet has a rule for, with each one's declaration. */
function rules(css: string): Map<string, string> {
  return new Map([...css.matchAll(/\.([\w-]+)\{([^}]*)\}/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

describe('code highlighted through classes', () => {
  it('writes no style attribute, only classes of both themes', async () => {
    const html = await highlightedHtml(defaultCodeThemes);
    expect(html).not.toMatch(/\sstyle=/);
    const defined = rules(await codeStylesheet(defaultCodeThemes));
    const declared = [...usedClasses(html)].map((name) => defined.get(name));
    expect(declared.filter((rule) => rule?.startsWith('--shiki-light:')).length).toBeGreaterThan(5);
    expect(declared.filter((rule) => rule?.startsWith('--shiki-dark:')).length).toBeGreaterThan(5);
    expect(declared).toContain('--shiki-light-font-weight:bold');
    expect(declared).toContain('--shiki-dark-font-style:italic');
    expect(declared).toContain('--shiki-dark-text-decoration:line-through');
  });

  it.each([
    ['the default themes', defaultCodeThemes],
    ['themes a site chooses', { light: 'min-light', dark: 'nord' } satisfies CodeThemes],
  ])('has a rule, made from the themes alone, for every class the highlighter writes with %s', async (_, themes) => {
    const [html, css] = await Promise.all([highlightedHtml(themes), codeStylesheet(themes)]);
    const defined = rules(css);
    expect([...usedClasses(html)].filter((name) => !defined.has(name))).toEqual([]);
    expect(css.length).toBeLessThan(4000);
  });

  it('names each declaration once, by a short class, in a stylesheet of about 2 KB', async () => {
    const css = await codeStylesheet(defaultCodeThemes);
    const defined = rules(css);
    expect(css.match(/(^|\})\.[\w-]+\{/g)).toHaveLength(defined.size);
    expect(new Set(defined.values()).size).toBe(defined.size);
    expect([...defined.keys()].every((name) => /^[ld][a-z]?\d+$/.test(name))).toBe(true);
    expect([...defined.values()]).toEqual(
      expect.arrayContaining(['--shiki-dark-bg:#0d1117', '--shiki-light:#cf222e', '--shiki-light-text-decoration:underline line-through']),
    );
    expect(css.length).toBeLessThan(3000);
  });

  it('shows the light theme, and the dark one in a dark colour scheme, by rules that weigh nothing against a site’s own', async () => {
    const css = await codeStylesheet(defaultCodeThemes);
    const shown = (theme: string) =>
      `:where(.shiki){background:var(--shiki-${theme}-bg);color:var(--shiki-${theme})}` +
      `:where(.shiki span){color:var(--shiki-${theme});font-style:var(--shiki-${theme}-font-style,inherit);` +
      `font-weight:var(--shiki-${theme}-font-weight,inherit);text-decoration:var(--shiki-${theme}-text-decoration,inherit)}`;
    expect(css).toContain(`}${shown('light')}@media (prefers-color-scheme:dark){${shown('dark')}}`);
    // Every rule but the classes' is inside :where(), so any selector of the site's is the stronger.
    expect(css.replace(/\.[\w-]+\{[^}]*\}/g, '').match(/[^{}]+(?=\{)/g)).toEqual([
      ':where(.shiki)',
      ':where(.shiki span)',
      '@media (prefers-color-scheme:dark)',
      ':where(.shiki)',
      ':where(.shiki span)',
    ]);
  });
});
