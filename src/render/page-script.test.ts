import { describe, expect, it } from 'vitest';
import { withPageScript } from './page-script.ts';

describe('withPageScript', () => {
  it('adds the module script at the end of the body', () => {
    expect(withPageScript('<html><body><p>Hi</p></body></html>', '/live.js')).toBe(
      '<html><body><p>Hi</p><script type="module" src="/live.js"></script></body></html>',
    );
  });

  it('appends it to a page without a closing body tag', () => {
    expect(withPageScript('<p>Hi</p>', '/live.js')).toBe('<p>Hi</p><script type="module" src="/live.js"></script>');
  });

  it('leaves the page as it is without a script', () => {
    expect(withPageScript('<body></body>', undefined)).toBe('<body></body>');
  });
});
