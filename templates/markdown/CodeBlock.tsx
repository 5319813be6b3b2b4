import type { CodeBlockProps } from 'sitegen';

/**
 * A highlighted code block: a bar naming its language, with a button that copies the
 * code (assets/client/copy-code.ts), above the `<pre>`. The bar is no part of the
 * article's text, for search nor for the feed, and the button needs the script.
 */
export function CodeBlock({ language, copyLabel, children }: CodeBlockProps & { copyLabel: string }) {
  return (
    <div className="code-block" data-code-block="">
      <div className="code-block__bar" data-pagefind-ignore="">
        <span className="code-block__lang">{language}</span>
        <button type="button" className="code-block__copy" data-copy-code="" data-requires-js="">
          {copyLabel}
        </button>
      </div>
      {children}
    </div>
  );
}
