import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import type { ElementContent, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { eachNode } from './each-node.ts';
import { parseMarkdown } from './render-markdown.ts';
import { markdownPipeline } from './markdown-pipeline.ts';
import { BarredCodeBlock, renderBody } from './test-support/markdown-bodies.tsx';
import { storedInOneByte } from './test-support/stored-in-one-byte.ts';

/** A body rendered with a site's code block bar, as this site's. */
const render = (markdown: string, link?: (path: string) => string) => renderBody(markdown, { codeBlock: BarredCodeBlock }, { link });

describe('Markdown sanitizing', () => {
  it('drops raw HTML, including scripts and event handlers', async () => {
    const { html } = await render(
      'Hello <b onclick="steal()">there</b>\n\n<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>',
    );
    const $ = cheerio.load(html);
    expect($('script, iframe, [onclick]')).toHaveLength(0);
    expect(html).not.toContain('alert(1)');
    expect($('p').first().text()).toContain('Hello');
  });

  it('removes javascript: and data: links but keeps ordinary ones', async () => {
    const $ = cheerio.load(
      (await render('[a](javascript:alert(1)) [b](data:text/html,hi) [c](https://example.com/x) [d](mailto:x@example.com)')).html,
    );
    const hrefs = $('a')
      .toArray()
      .map((element) => $(element).attr('href'));
    expect(hrefs).toEqual([undefined, undefined, 'https://example.com/x', 'mailto:x@example.com']);
  });

  it('gives no writer a way to set style or class attributes', async () => {
    const { html } = await render('<span style="position:fixed" class="code-block">x</span>\n\n![img](https://example.com/a.png "t")');
    expect(cheerio.load(html)('[style], [class]')).toHaveLength(0);
  });
});

describe('Markdown headings', () => {
  it('leaves a body of Latin-1 text stored one byte a character, headings and code included', async () => {
    const { html } = await render('## Caf\u00e9 hours\n\nOpen daily.\n\n```ts\nconst open = true;\n```');
    expect(html).toContain('Caf\u00e9 hours</h2>');
    expect(storedInOneByte(html)).toBe(true);
  });

  it('gives every heading a unique id and lists them for the table of contents', async () => {
    const { html, headings } = await render('Intro\n\n## Why it matters\n\ntext\n\n### Detail *here*\n\n## Why it matters\n');
    expect(headings).toEqual([
      { id: 'why-it-matters', title: 'Why it matters', depth: 2 },
      { id: 'detail-here', title: 'Detail here', depth: 3 },
      { id: 'why-it-matters-1', title: 'Why it matters', depth: 2 },
    ]);
    const $ = cheerio.load(html);
    expect(
      $('h2')
        .toArray()
        .map((element) => $(element).attr('id')),
    ).toEqual(['why-it-matters', 'why-it-matters-1']);
  });
});

describe('Markdown code blocks', () => {
  it('are the highlighted pre alone for a site that declares no code block component', async () => {
    const { html } = await renderBody('Before.\n\n```java\npublic final class Greeting {}\n```\n\nAfter.');
    const $ = cheerio.load(html, null, false);
    expect(
      $.root()
        .children()
        .toArray()
        .map((element) => element.tagName),
    ).toEqual(['p', 'pre', 'p']);
    expect($('pre.shiki code').text()).toBe('public final class Greeting {}');
    expect($('button, [data-code-block], [data-pagefind-ignore]')).toHaveLength(0);
  });

  it('are shown by the site’s component, given the language and the highlighted pre', async () => {
    const $ = cheerio.load((await render('```java\npublic final class Greeting {}\n```')).html);
    const block = $('[data-code-block]');
    expect(block.find('.code-block__lang').text()).toBe('java');
    expect(block.find('[data-pagefind-ignore]').text()).toBe('javaCopy code');
    expect(block.find('button[type="button"][data-copy-code][data-requires-js]').text()).toBe('Copy code');
    const pre = block.find('pre');
    expect(pre.attr('tabindex')).toBe('0');
    expect(pre.find('code').text()).toBe('public final class Greeting {}');
    // Coloured through classes, in both themes, and never by a style attribute.
    const colours = new Set(
      pre
        .find('.line > span')
        .toArray()
        .map((element) => $(element).attr('class')),
    );
    expect(colours.size).toBeGreaterThan(1);
    expect([...colours].every((classes) => /^l\d+ d\d+$/.test(classes ?? ''))).toBe(true);
    expect(block.find('[style]')).toHaveLength(0);
  });

  it('shows text fences as they are', async () => {
    const $ = cheerio.load((await render('```text\n<not html> & stuff\n```')).html);
    expect($('pre code').text()).toBe('<not html> & stuff');
  });

  it('puts each highlighted block in its own place, escaped, and leaves text that imitates a placeholder as written', async () => {
    const imitation = '\uE000slot:0\uE001 \uE000:1\uE001';
    const { html } = await render(
      `${imitation}\n\n\`\`\`html\n<script>alert(1)</script>\n\`\`\`\n\nBetween.\n\n\`\`\`yaml\nport: 8080\n\`\`\``,
    );
    const $ = cheerio.load(html);
    expect($('script')).toHaveLength(0);
    expect(
      $('pre code')
        .toArray()
        .map((element) => $(element).text()),
    ).toEqual(['<script>alert(1)</script>', 'port: 8080']);
    expect($('p').first().text()).toBe(imitation);
    expect($('[data-code-block] + p').text()).toBe('Between.');
  });
  it('finds the code blocks a body uses and flags unknown or missing languages at their file line', async () => {
    const result = parseMarkdown(
      {
        file: 'post.md',
        firstLine: 10,
        body: 'x\n\n```yaml\na: 1\n```\n\n```cobolx\n```\n\n```\nplain\n```\n',
      },
      markdownPipeline({ tableLabel: 'Table' }, (path) => path),
    );
    expect(result.codeBlocks).toEqual([{ code: 'a: 1', lang: 'yaml' }]);
    expect(result.errors).toEqual([
      { file: 'post.md', line: 16, field: 'code block', message: "unknown language 'cobolx'" },
      { file: 'post.md', line: 19, field: 'code block', message: 'needs a language after the opening ``` (use text for plain text)' },
    ]);
  });
});

describe('the site’s plugins', () => {
  it('run on every body: remark plugins on its Markdown tree, rehype plugins on its HTML, whether they change a tree or give back another', async () => {
    const emphasisToStrong = () => (tree: Root) => {
      eachNode(tree, (node) => {
        if (node.type === 'emphasis') Object.assign(node, { type: 'strong' });
      });
    };
    const framed =
      () =>
      (tree: HastRoot): HastRoot => ({
        type: 'root',
        children: [{ type: 'element', tagName: 'section', properties: {}, children: tree.children as ElementContent[] }],
      });
    const $ = cheerio.load(
      (await renderBody('A *quiet* word.', { remarkPlugins: [emphasisToStrong], rehypePlugins: [framed] })).html,
      null,
      false,
    );
    expect($('section > p > strong').text()).toBe('quiet');
    expect($('em')).toHaveLength(0);
  });
});

describe('Markdown links', () => {
  it('rewrites site paths to served URLs and leaves other links alone', async () => {
    const link = (path: string) => (path.startsWith('/') ? `/docs${path}/` : path);
    const $ = cheerio.load((await render('[a](/contact) [b](https://example.com) [c](#setup)', link)).html);
    expect(
      $('a')
        .toArray()
        .map((element) => $(element).attr('href')),
    ).toEqual(['/docs/contact/', 'https://example.com', '#setup']);
  });
});

describe('GitHub-flavoured Markdown', () => {
  it('renders a table with its header and body, each column aligned by a class', async () => {
    const $ = cheerio.load((await render('| Plan | Users | Price |\n|:--|:-:|--:|\n| Basic | 5 | 10 |\n| Team | 50 | 90 |\n')).html);
    expect(
      $('table > thead > tr > th')
        .toArray()
        .map((cell) => $(cell).text()),
    ).toEqual(['Plan', 'Users', 'Price']);
    expect($('table > tbody > tr')).toHaveLength(2);
    const classes = (selector: string) =>
      $(selector)
        .toArray()
        .map((cell) => $(cell).attr('class'));
    expect(classes('thead th')).toEqual(['align-left', 'align-center', 'align-right']);
    expect(classes('tbody tr:first-child td')).toEqual(['align-left', 'align-center', 'align-right']);
    // HTML has no align attribute any more.
    expect($('[align]')).toHaveLength(0);
  });

  it('leaves a column without alignment unclassed', async () => {
    const $ = cheerio.load((await render('| a | b |\n|---|---|\n| 1 | 2 |\n')).html);
    expect($('th[class], td[class]')).toHaveLength(0);
  });

  it('puts each table in a focusable box that scrolls it, named by the label it is given', async () => {
    const $ = cheerio.load((await render('Before\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nAfter')).html);
    const box = $('table').parent();
    expect(box.is('section.table-scroll')).toBe(true);
    expect(box.attr('tabindex')).toBe('0');
    expect(box.attr('aria-label')).toBe('Data table');
    expect(box.children()).toHaveLength(1);
  });

  it('numbers the labels when a body has several tables, so that no two regions share a name', async () => {
    const table = '| a |\n|---|\n| 1 |\n';
    const $ = cheerio.load((await render(`${table}\ntext\n\n${table}`)).html);
    expect(
      $('.table-scroll')
        .toArray()
        .map((box) => $(box).attr('aria-label')),
    ).toEqual(['Data table 1', 'Data table 2']);
  });

  it('renders strikethrough as del', async () => {
    const $ = cheerio.load((await render('The price was ~~90~~ 75.')).html);
    expect($('p > del').text()).toBe('90');
  });

  it('turns bare URLs, www. addresses and email addresses into links', async () => {
    const $ = cheerio.load((await render('See https://example.com/docs, www.example.org and hello@example.com.')).html);
    expect(
      $('a')
        .toArray()
        .map((element) => [$(element).attr('href'), $(element).text()]),
    ).toEqual([
      ['https://example.com/docs', 'https://example.com/docs'],
      ['http://www.example.org', 'www.example.org'],
      ['mailto:hello@example.com', 'hello@example.com'],
    ]);
  });

  it('links email addresses as GitHub does, mailto: and xmpp: prefixes included, and leaves invalid ones as text', async () => {
    const $ = cheerio.load(
      (
        await render(
          [
            'Write to team.lead-1_x+ops@mail.example.co.uk.',
            'Not hello@mail+xyz.example, nor a@b.c- or a@b.c_ or __init__@example.com.',
            'Chat at mailto:help@example.com or xmpp:help@example.com/desk.',
          ].join('\n\n'),
        )
      ).html,
    );
    expect(
      $('a')
        .toArray()
        .map((element) => [$(element).attr('href'), $(element).text()]),
    ).toEqual([
      ['mailto:team.lead-1_x+ops@mail.example.co.uk', 'team.lead-1_x+ops@mail.example.co.uk'],
      ['mailto:help@example.com', 'mailto:help@example.com'],
      ['xmpp:help@example.com/desk', 'xmpp:help@example.com/desk'],
    ]);
    expect($('p').eq(1).find('strong').text()).toBe('init');
  });

  it('links bare addresses wherever text holds them, however deep, and leaves links and code as they are', async () => {
    const markdown = [
      '# Status at https://status.example',
      'Plain *emphasis with **ops@example.com** inside* and ~~www.old.example~~.',
      '| Site | Contact |',
      '| --- | --- |',
      '| WWW.UPPER.EXAMPLE | _desk@example.org_ |',
      '',
      '> - quoted item https://quote.example/a',
      '',
      'A [link to www.linked.example](/about), `www.code.example` and a note.[^1]',
      '',
      '[^1]: Mail xmpp:chat@example.net.',
    ].join('\n');
    const $ = cheerio.load((await render(markdown)).html);
    expect(
      $('a:not([data-footnote-ref], [data-footnote-backref])')
        .toArray()
        .map((element) => [$(element).attr('href'), $(element).text()]),
    ).toEqual([
      ['https://status.example', 'https://status.example'],
      ['mailto:ops@example.com', 'ops@example.com'],
      ['http://www.old.example', 'www.old.example'],
      ['http://WWW.UPPER.EXAMPLE', 'WWW.UPPER.EXAMPLE'],
      ['mailto:desk@example.org', 'desk@example.org'],
      ['https://quote.example/a', 'https://quote.example/a'],
      ['/about', 'link to www.linked.example'],
      ['xmpp:chat@example.net', 'xmpp:chat@example.net'],
    ]);
    expect($('h1 a').length).toBe(1);
    expect($('em strong a').text()).toBe('ops@example.com');
    expect($('del a').text()).toBe('www.old.example');
    expect($('td em a').text()).toBe('desk@example.org');
    expect($('code').text()).toBe('www.code.example');
  });

  it('renders task items as disabled checkboxes, each labelled by its own text', async () => {
    const $ = cheerio.load((await render('- [ ] Write the *tests*\n- [x] Ship it\n  - a detail\n- plain item\n')).html);
    expect($('ul').first().hasClass('contains-task-list')).toBe(true);
    const items = $('ul').first().children('li');
    expect(items.toArray().map((item) => $(item).hasClass('task-list-item'))).toEqual([true, true, false]);
    const checkboxes = $('input');
    expect(checkboxes).toHaveLength(2);
    checkboxes.each((_, box) => {
      expect($(box).attr('type')).toBe('checkbox');
      expect($(box).is('[disabled]')).toBe(true);
    });
    expect(checkboxes.toArray().map((box) => $(box).is('[checked]'))).toEqual([false, true]);
    const labels = $('label');
    expect(labels.toArray().map((label) => $(label).text().trim())).toEqual(['Write the tests', 'Ship it']);
    expect(labels.toArray().every((label) => $(label).children().first().is('input'))).toBe(true);
    // The nested list belongs to the item, not to its checkbox's label.
    expect($('label ul')).toHaveLength(0);
    expect(items.eq(1).children('ul').text().trim()).toBe('a detail');
  });

  it('labels the checkbox of a loose task list inside its paragraph', async () => {
    const $ = cheerio.load((await render('- [x] First\n\n  More about it.\n\n- [ ] Second\n')).html);
    expect($('li p > label > input[type="checkbox"][disabled]')).toHaveLength(2);
    expect($('li').first().find('label').text().trim()).toBe('First');
  });

  it('links footnote references and back-references to ids that exist in the output', async () => {
    const { html } = await render('Claim one[^source] and two[^2], then one again[^source].\n\n[^source]: The source.\n[^2]: Another.\n');
    const $ = cheerio.load(html);
    const ids = new Set(
      $('[id]')
        .toArray()
        .map((element) => $(element).attr('id')),
    );
    const references = $('sup > a[data-footnote-ref]');
    expect(references.toArray().map((link) => $(link).text())).toEqual(['1', '2', '1']);
    const backReferences = $('section.footnotes[data-footnotes] ol > li a[data-footnote-backref]');
    expect(backReferences).toHaveLength(3);
    for (const link of [...references.toArray(), ...backReferences.toArray()]) {
      const href = $(link).attr('href') ?? '';
      expect(href).toMatch(/^#./);
      expect(ids).toContain(href.slice(1));
    }
    // Each reference says where its note is, and each back-reference where it returns to.
    expect($(`#${$(references[0]).attr('href')?.slice(1)}`).text()).toContain('The source.');
    const backTargets = new Set(backReferences.toArray().map((link) => $(link).attr('href')));
    expect(backTargets).toEqual(new Set(references.toArray().map((link) => `#${$(link).attr('id')}`)));
    expect(backReferences.toArray().every((link) => $(link).attr('aria-label'))).toBe(true);
    const describedBy = references.toArray().map((link) => $(link).attr('aria-describedby'));
    expect(new Set(describedBy).size).toBe(1);
    expect($(`#${describedBy[0]}`).is('section.footnotes h2')).toBe(true);
  });

  it('keeps a heading from taking the id of the footnotes heading', async () => {
    const $ = cheerio.load((await render('## Footnote label\n\nText[^1].\n\n[^1]: Note.\n')).html);
    const ids = $('[id]')
      .toArray()
      .map((element) => $(element).attr('id'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('still drops raw HTML and javascript: links inside table cells and footnotes', async () => {
    const markdown = [
      '| a | b |',
      '|---|---|',
      '| <script>alert(1)</script> | [x](javascript:alert(2)) <img src=x onerror=alert(3)> |',
      '',
      'Text[^1].',
      '',
      '[^1]: A note <iframe src="https://evil.example"></iframe> [y](javascript:alert(4)) <b style="color:red">z</b>',
    ].join('\n');
    const { html } = await render(markdown);
    const $ = cheerio.load(html);
    expect($('script, iframe, img, [onerror], [style]')).toHaveLength(0);
    const writersLinks = $('td a, .footnotes li a:not([data-footnote-backref])');
    expect(writersLinks.toArray().map((link) => $(link).attr('href'))).toEqual([undefined, undefined]);
    expect(html).not.toContain('javascript:');
    // Inline tags go, their text stays as text.
    expect($('td').first().text()).toBe('alert(1)');
    expect($('.footnotes li').text()).toContain('A note');
  });
});

describe('Markdown links', () => {
  it('lists every link the body makes at the line it is written on, as the page holds it, a reference at its definition', async () => {
    const body = ['Intro with [one](/one/).', '', 'Then [two][second] and', '[three](#part).', '', '[second]: /two/', ''].join('\n');
    const { html, links } = await render(body, (path) => (path.startsWith('/') ? `/base${path}` : path));
    expect(links).toEqual([
      { url: '/base/one/', line: 1 },
      { url: '#part', line: 4 },
      { url: '/base/two/', line: 6 },
    ]);
    const hrefs = cheerio
      .load(html)('a')
      .toArray()
      .map((element) => element.attribs.href);
    expect(hrefs.toSorted()).toEqual(links.map(({ url }) => url).toSorted());
  });
});
