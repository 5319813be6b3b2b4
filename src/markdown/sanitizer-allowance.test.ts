import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import type { Element, Root } from 'hast';
import { sanitizeSchema } from './sanitize-schema.ts';
import { scriptCapableParts, widenedSchema } from './sanitizer-allowance.ts';
import { renderBody } from './test-support/markdown-bodies.tsx';

describe('what a site lets through the sanitizer', () => {
  it('may be any element, attribute and protocol that runs no script', () => {
    expect(
      scriptCapableParts({
        tagNames: ['aside', 'abbr', 'kbd', 'mark', 'details', 'summary'],
        attributes: { '*': ['dataTone', 'ariaLabel'], a: [['className', 'external'], 'target'], abbr: ['title'] },
        protocols: { href: ['tel', 'sms'], src: ['https'] },
      }),
    ).toEqual([]);
  });

  it('never holds an element that runs script, loads a document, or whose text the browser reads otherwise', () => {
    const refused = [
      'script',
      'style',
      'iframe',
      'frame',
      'frameset',
      'object',
      'embed',
      'applet',
      'portal',
      'base',
      'link',
      'meta',
      'form',
      'svg',
      'math',
      'noscript',
      'template',
      'textarea',
      'title',
      'xmp',
      'noembed',
      'noframes',
      'plaintext',
    ];
    expect(scriptCapableParts({ tagNames: [...refused, 'aside', 'SCRIPT'] })).toEqual([
      ...refused.map((tag) => `the element <${tag}>`),
      'the element <SCRIPT>',
    ]);
  });

  it('never holds an event handler, an inline document or style, or a form’s address, however it is spelled', () => {
    expect(
      scriptCapableParts({
        attributes: {
          img: ['onError', 'alt'],
          '*': ['onclick', ['ONLOAD', 'x'], 'style'],
          iframe: ['srcDoc'],
          button: ['formAction'],
          form: ['action'],
        },
      }),
    ).toEqual([
      'the attribute onError of img',
      'the attribute onclick of every element',
      'the attribute ONLOAD of every element',
      'the attribute style of every element',
      'the attribute srcDoc of iframe',
      'the attribute formAction of button',
      'the attribute action of form',
    ]);
  });

  it('never allows a URL scheme that runs script or holds a document', () => {
    expect(scriptCapableParts({ protocols: { href: ['https', 'javascript', ' JavaScript: '], src: ['data', 'vbscript'] } })).toEqual([
      'the javascript: protocol of href',
      'the javascript: protocol of href',
      'the data: protocol of src',
      'the vbscript: protocol of src',
    ]);
  });

  it('widens the schema without narrowing it: an attribute’s allowed values are added to the engine’s', () => {
    const schema = widenedSchema(sanitizeSchema, {
      tagNames: ['aside'],
      attributes: { section: [['className', 'chapter']], aside: ['dataTone'], td: ['className'] },
      protocols: { href: ['tel'] },
    });
    expect(schema.tagNames).toContain('aside');
    expect(schema.tagNames).toContain('label');
    expect(schema.attributes?.section).toEqual(['dataFootnotes', ['className', 'footnotes', 'table-scroll', 'chapter'], 'ariaLabel']);
    // A name alone lets any value through, whatever the engine's own list of values.
    expect(schema.attributes?.td).toEqual(['className']);
    expect(schema.protocols?.href).toEqual([...(sanitizeSchema.protocols?.href ?? []), 'tel']);
  });

  it('lets through what a rehype plugin makes only when the settings allow it, and a writer’s raw HTML never', async () => {
    const asides = () => (tree: Root) => {
      const aside: Element = { type: 'element', tagName: 'aside', properties: { dataTone: 'calm', onClick: 'x()' }, children: [] };
      tree.children.push(aside);
    };
    const body = 'Text <script>alert(1)</script> <img src=x onerror="alert(2)">';
    const without = cheerio.load((await renderBody(body, { rehypePlugins: [asides] })).html, null, false);
    expect(without('aside')).toHaveLength(0);
    const allowed = { rehypePlugins: [asides], allow: { tagNames: ['aside'], attributes: { aside: ['dataTone'] } } };
    const $ = cheerio.load((await renderBody(body, allowed)).html, null, false);
    expect($('aside').attr('data-tone')).toBe('calm');
    expect($('script, img, [onclick], [onerror]')).toHaveLength(0);
  });
});
