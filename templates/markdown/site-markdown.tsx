import { directive, imageField, type LoadedData, type MarkdownSettings } from 'sitegen';
import { z } from 'zod';
import type { SiteContent } from '../content.ts';
import { Callout } from './Callout.tsx';
import { CallToActionLink } from './CallToActionLink.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { Figure } from './Figure.tsx';

/** The prose column (prose.css) is 70ch of 17px text, about 45rem, and the whole viewport below 48rem. */
const proseImageSizes = '(min-width: 48rem) 45rem, 100vw';

const text = z.string().trim().min(1, 'must not be empty');

/**
 * How this site's Markdown is rendered: code blocks with a bar and a copy button, and
 * the components writers use as directives, each saying what it says of itself from
 * site.yaml's `directives`:
 *
 *   :::note ... :::                  something to keep in mind
 *   :::warning[A heading] ... :::    a mistake to avoid
 *   ::figure{src="/images/x.png" alt="..." caption="..." kind="diagram"}
 *   ::cta[Talk to our team]{href="/contact"}
 */
export function siteMarkdown(data: LoadedData<SiteContent>): MarkdownSettings {
  const words = data.site.directives;
  const callout = (tone: 'note' | 'warning') =>
    directive({
      kind: 'container',
      attributes: z.strictObject({}),
      component: ({ label, children }) => (
        <Callout tone={tone} label={label} title={words[tone]}>
          {children}
        </Callout>
      ),
    });
  return {
    tableLabel: data.site.tableLabel,
    imageSizes: proseImageSizes,
    codeBlock: ({ language, children }) => (
      <CodeBlock language={language} copyLabel={data['blog-post'].copyCode}>
        {children}
      </CodeBlock>
    ),
    directives: {
      note: callout('note'),
      warning: callout('warning'),
      figure: directive({
        kind: 'leaf',
        attributes: z.strictObject({
          src: imageField(),
          alt: text,
          caption: text,
          kind: z.enum(['photo', 'diagram']).default('photo'),
        }),
        component: ({ attributes, images }) => (
          <Figure
            image={images.image(attributes.src)}
            alt={attributes.alt}
            caption={attributes.caption}
            kind={attributes.kind}
            sizes={proseImageSizes}
            fullSizeLabel={words.fullSize}
          />
        ),
      }),
      cta: directive({
        kind: 'leaf',
        attributes: z.strictObject({ href: z.string().startsWith('/', 'must be a path of this site, such as /contact') }),
        component: ({ attributes, label, link }) => (
          <CallToActionLink href={link(attributes.href)}>{label ?? words.callToAction}</CallToActionLink>
        ),
      }),
    },
  };
}
