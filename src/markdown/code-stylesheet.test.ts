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

/** The classes of the themes' variables that the HTML uses. */
function themeClasses(html: string): Set<string> {
  const lists = [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]?.split(' ') ?? []);
  return new Set(lists.filter((name) => /^shiki-(light|dark)-/.test(name)));
}

/** The classes the stylesheet has a rule for, with each one's declaration. */
function rules(css: string): Map<string, string> {
  return new Map([...css.matchAll(/\.([\w-]+)\{([^}]*)\}/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

describe('code highlighted through classes', () => {
  it('writes no style attribute, only classes of both themes', async () => {
    const html = await highlightedHtml(defaultCodeThemes);
    expect(html).not.toMatch(/\sstyle=/);
    const used = [...themeClasses(html)];
    expect(used.filter((name) => name.startsWith('shiki-light-')).length).toBeGreaterThan(5);
    expect(used.filter((name) => name.startsWith('shiki-dark-')).length).toBeGreaterThan(5);
    expect(used).toContain('shiki-light-font-weight-bold');
    expect(used).toContain('shiki-dark-font-style-italic');
  });

  it.each([
    ['the default themes', defaultCodeThemes],
    ['themes a site chooses', { light: 'min-light', dark: 'nord' } satisfies CodeThemes],
  ])('has a rule, made from the themes alone, for every class the highlighter writes with %s', async (_, themes) => {
    const [html, css] = await Promise.all([highlightedHtml(themes), codeStylesheet(themes)]);
    const defined = rules(css);
    expect([...themeClasses(html)].filter((name) => !defined.has(name))).toEqual([]);
    expect(css.length).toBeLessThan(4000);
  });

  it('sets in each rule the variable its class names', async () => {
    const defined = rules(await codeStylesheet(defaultCodeThemes));
    expect(defined.get('shiki-dark-bg-0d1117')).toBe('--shiki-dark-bg:#0d1117');
    expect(defined.get('shiki-light-cf222e')).toBe('--shiki-light:#cf222e');
    expect(defined.get('shiki-light-text-decoration-underline-line-through')).toBe('--shiki-light-text-decoration:underline line-through');
    expect(await codeStylesheet(defaultCodeThemes)).toBe([...defined].map(([name, rule]) => `.${name}{${rule}}`).join(''));
  });
});
