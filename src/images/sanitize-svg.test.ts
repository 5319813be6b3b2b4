import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg.ts';

const svgOpen = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">';

/** The SVG as published: the test fails if the sanitizer refused it. */
function published(text: string): string {
  const result = sanitizeSvg(text);
  if ('problem' in result) throw new Error(`refused: ${result.problem.message}`);
  return result.svg;
}

/** What no published SVG may hold: anything that runs, or that names a file or place outside it. */
const nothingActive = /script|foreignObject|\son[a-z]+=|evil\.example|@import|data:(?!image\/png)|<!DOCTYPE|<\?/i;

const eventNames = ['load', 'error', 'click', 'mouseover', 'focusin', 'begin', 'end', 'repeat', 'animationstart', 'pointerdown'];

describe('sanitizeSvg, given hostile SVGs', () => {
  it.each([
    ['a script', `${svgOpen}<script>fetch('/secrets')</script><rect width="10" height="10"/></svg>`],
    ['a script in a CDATA section', `${svgOpen}<script><![CDATA[fetch('/x')]]></script></svg>`],
    ['a script under another prefix', `<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>fetch('/x')</s:script></s:svg>`],
    ['an XHTML script', `${svgOpen}<script xmlns="http://www.w3.org/1999/xhtml">fetch('/x')</script></svg>`],
    ...eventNames.map((event) => [`an on${event} handler`, `${svgOpen}<rect on${event}="fetch('/x')" width="10" height="10"/></svg>`]),
    ['a handler on the root', `<svg xmlns="http://www.w3.org/2000/svg" onload="fetch('/x')"/>`],
    ['a handler under a prefix', `${svgOpen}<rect xmlns:e="http://www.w3.org/2001/xml-events" e:onload="fetch('/x')"/></svg>`],
    ['a handler element', `${svgOpen}<handler type="application/ecmascript">fetch('/x')</handler></svg>`],
    [
      'a foreignObject holding HTML',
      `${svgOpen}<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="fetch('/x')"/><iframe src="https://evil.example/"/></div></foreignObject></svg>`,
    ],
    ['a javascript: link', `${svgOpen}<a href="javascript:fetch('/x')"><rect width="10" height="10"/></a></svg>`],
    ['a javascript: link in mixed case', `${svgOpen}<a xlink:href="JaVaScRiPt:fetch('/x')"><rect width="10" height="10"/></a></svg>`],
    ['a javascript: link in character references', `${svgOpen}<a href="&#106;&#x61;vascript:fetch('/x')"><text>go</text></a></svg>`],
    ['a javascript: link behind spaces and a tab', `${svgOpen}<a href=" &#10; java&#9;script:fetch('/x')"><text>go</text></a></svg>`],
    ['a data: link to HTML', `${svgOpen}<a href="data:text/html,&lt;script&gt;fetch('/x')&lt;/script&gt;"><text>go</text></a></svg>`],
    [
      'a data: link to HTML in character references',
      `${svgOpen}<a href="&#100;ATA:text/html;base64,PHNjcmlwdD4="><text>go</text></a></svg>`,
    ],
    [
      'a data: image holding an SVG',
      `${svgOpen}<image href="data:image/svg+xml,&lt;svg onload='fetch(1)'/&gt;" width="10" height="10"/></svg>`,
    ],
    ['a use of another file', `${svgOpen}<use href="other.svg#shape"/><use xlink:href="https://evil.example/x.svg#a"/></svg>`],
    ['an image from another site', `${svgOpen}<image href="https://evil.example/pixel.png" width="10" height="10"/></svg>`],
    ['a filter image from another site', `${svgOpen}<filter id="f"><feImage xlink:href="https://evil.example/p.png"/></filter></svg>`],
    ['an @import in a style sheet', `${svgOpen}<style>@import url(https://evil.example/x.css); rect { fill: red }</style></svg>`],
    ['an @import in a CDATA section', `${svgOpen}<style><![CDATA[@import "https://evil.example/x.css";]]></style></svg>`],
    [
      'a style sheet fetching a font',
      `${svgOpen}<style>@font-face { font-family: x; src: url(https://evil.example/f.woff) }</style></svg>`,
    ],
    ['a style sheet fetching an image', `${svgOpen}<style>rect { background: image-set("https://evil.example/a.png" 1x) }</style></svg>`],
    ['an escaped url() in a style sheet', `${svgOpen}<style>rect { mask: u\\72l(https://evil.example/m.svg#m) }</style></svg>`],
    [
      'a style attribute fetching an image',
      `${svgOpen}<rect style="fill: url(https://evil.example/p.svg#p)" width="10" height="10"/></svg>`,
    ],
    ['a paint from another file', `${svgOpen}<rect fill="url(https://evil.example/p.svg#p)" width="10" height="10"/></svg>`],
    ['a marker from another file', `${svgOpen}<path d="M0 0 L9 9" marker-end="url(https://evil.example/m.svg#m)"/></svg>`],
    [
      'a set that makes a link run script',
      `${svgOpen}<a href="#x"><set attributeName="href" to="javascript:fetch('/x')"/><text>go</text></a></svg>`,
    ],
    [
      'an animate that makes a link run script',
      `${svgOpen}<a xlink:href="#x"><animate attributeName="xlink:href" values="#x;javascript:fetch('/x')" dur="1s"/><text>go</text></a></svg>`,
    ],
    [
      'an animate that paints from another file',
      `${svgOpen}<rect width="1" height="1"><animate attributeName="fill" values="red;url(https://evil.example/p#p)"/></rect></svg>`,
    ],
    ['an animate of a handler', `${svgOpen}<rect width="1" height="1"><set attributeName="onclick" to="fetch('/x')"/></rect></svg>`],
    ['a style sheet instruction', `<?xml-stylesheet href="https://evil.example/x.css"?>${svgOpen}</svg>`],
    ['a doctype naming another file', `<!DOCTYPE svg SYSTEM "https://evil.example/svg.dtd">${svgOpen}</svg>`],
    ['an xml:base', `${svgOpen}<g xml:base="https://evil.example/"><use href="#a"/></g></svg>`],
  ])('leaves out %s', (_, hostile) => {
    expect(published(hostile)).not.toMatch(nothingActive);
  });

  it('keeps the drawing around what it leaves out', () => {
    expect(
      published(
        `${svgOpen}<script>fetch('/x')</script><a href="javascript:fetch('/x')" onclick="fetch('/x')"><rect width="10" height="10" fill="#123"/></a><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject></svg>`,
      ),
    ).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><a><rect width="10" height="10" fill="#123" /></a></svg>');
  });

  it('refuses a doctype that defines entities, rather than expanding them', () => {
    const bomb = `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n${svgOpen}\n<text>&b;</text></svg>`;
    expect(sanitizeSvg(bomb)).toEqual({ problem: { line: 3, message: "is not a well-formed SVG: Named entity isn't defined: &b;" } });
  });
});

describe('sanitizeSvg, given files it cannot publish', () => {
  it.each([
    ['an element left open', `${svgOpen}\n<g>\n<rect/>\n</svg>`, 4, 'is not a well-formed SVG: Missing end tag for element g'],
    ['text that is not XML', 'not a drawing', 1, 'is not a well-formed SVG: Root element is missing or invalid'],
    [
      'an HTML page',
      '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>',
      1,
      "is not an SVG: its root element is <html>, not SVG's <svg>",
    ],
    [
      'elements nested thousands deep',
      `${svgOpen}${'<g>'.repeat(5000)}${'</g>'.repeat(5000)}</svg>`,
      1,
      'nests elements more than 256 deep',
    ],
  ])('refuses %s, at its line', (_, text, line, message) => {
    expect(sanitizeSvg(text)).toEqual({ problem: { line, message } });
  });
});

describe('sanitizeSvg, given drawings', () => {
  it('keeps shapes, paint servers, references inside the file, embedded raster images and safe style sheets', () => {
    const drawing = [
      svgOpen,
      '<title>A compass</title>',
      '<defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#1d4ed8"/></linearGradient><path id="needle" d="M5 0 L6 5 L5 10 L4 5 Z"/></defs>',
      '<style>.ring { stroke: url(#sky); stroke-width: 2px }</style>',
      '<circle class="ring" cx="5" cy="5" r="4" fill="url(#sky)" style="opacity: .5"/>',
      '<use href="#needle"/><use xlink:href="#needle" transform="rotate(90 5 5)"/>',
      '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
      '<text x="1" y="9" xml:space="preserve">N &amp; S</text>',
      '<rect width="1" height="1"><animate attributeName="fill" values="red;blue" dur="1s" fill="freeze" repeatCount="indefinite"/></rect>',
      '</svg>',
    ].join('');
    expect(published(drawing)).toBe(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">',
        '<title>A compass</title>',
        '<defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#1d4ed8" /></linearGradient><path id="needle" d="M5 0 L6 5 L5 10 L4 5 Z" /></defs>',
        '<style>.ring {\n  stroke: url("#sky");\n  stroke-width: 2px;\n}\n</style>',
        '<circle class="ring" cx="5" cy="5" r="4" fill="url(#sky)" style="opacity: .5" />',
        '<use href="#needle" /><use xlink:href="#needle" transform="rotate(90 5 5)" />',
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1" />',
        '<text x="1" y="9" xml:space="preserve">N &#x26; S</text>',
        '<rect width="1" height="1"><animate attributeName="fill" values="red;blue" dur="1s" fill="freeze" repeatCount="indefinite" /></rect>',
        '</svg>',
      ].join(''),
    );
  });

  it('drops what drawing tools add for themselves, and writes the SVG namespace an SVG copied out of a page lacks', () => {
    const inkscape = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">',
      '<!-- Created with Inkscape -->',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" viewBox="0 0 4 4" inkscape:version="1.3">',
      '<sodipodi:namedview pagecolor="#ffffff"/><metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>',
      '<g inkscape:label="Layer 1" sodipodi:insensitive="true"><rect width="4" height="4"/></g>',
      '</svg>',
    ].join('\n');
    expect(published(inkscape)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n\n<g><rect width="4" height="4" /></g>\n</svg>',
    );
    expect(published('<svg width="2" height="2"><rect width="2" height="2"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2" /></svg>',
    );
  });

  it("falls back, in a switch, to what follows an editor's foreignObject", () => {
    expect(
      published(
        `${svgOpen}<switch><foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">Label</div></foreignObject><text x="1" y="9">Label</text></switch></svg>`,
      ),
    ).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><switch><text x="1" y="9">Label</text></switch></svg>');
  });
});
