import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { z } from 'zod';
import { imageReferences, type ImageReference } from '../images/image-field.ts';
import type { ImageCatalog } from '../images/published-image.ts';

/**
 * How writers use a directive: around Markdown of their own (`:::note` ... `:::`),
 * or on a line by itself (`::figure{src="/images/plan.png" alt="..."}`).
 */
export type DirectiveKind = 'container' | 'leaf';

/** What a directive's component is given to render. */
export interface DirectiveProps<Attributes> {
  /** The attributes the writer gave (`{href="/contact/"}`), as the directive's schema returned them. */
  readonly attributes: Attributes;
  /** The writer's label (`:::note[Before you start]`, `::cta[Talk to us]{...}`), rendered; undefined without one. */
  readonly label: ReactNode;
  /** A container's Markdown, rendered and sanitized as any body is; undefined for a leaf. */
  readonly children: ReactNode;
  /** The build's images: an attribute declared with `imageField()` names one that exists, to show with `Picture`. */
  readonly images: ImageCatalog;
  /** Rewrites a site path (`/contact/`) to the URL the build serves, under its base path, as Markdown links are. */
  readonly link: (path: string) => string;
}

/** A directive as a site declares it: see `directive`. */
export interface DirectiveDeclaration<Schema extends z.ZodType> {
  readonly kind: DirectiveKind;
  /**
   * What its attributes must be. Each value arrives as the text the writer typed; a
   * strict object refuses attributes it does not name, as content schemas do.
   */
  readonly attributes: Schema;
  readonly component: ComponentType<DirectiveProps<z.output<Schema>>>;
}

/** A directive as the engine takes it from a site's Markdown settings. */
export interface Directive {
  readonly kind: DirectiveKind;
  readonly attributes: z.ZodType;
  /** Checks a use's attributes against the schema. */
  check(attributes: Readonly<Record<string, string>>): CheckedDirective;
}

export type CheckedDirective =
  | {
      readonly ok: true;
      /** The images the attributes name in fields declared with `imageField()`, which the build must have. */
      readonly images: readonly ImageReference[];
      /** The component's element, given the rest of its props. */
      readonly element: (parts: DirectiveParts) => ReactElement;
    }
  | { readonly ok: false; readonly issues: readonly z.core.$ZodIssue[] };

/** A component's props but its attributes: what the engine makes of the rest of a directive. */
export type DirectiveParts = Omit<DirectiveProps<unknown>, 'attributes'>;

/**
 * Declares a component writers use in Markdown, typed by its attributes' schema:
 *
 *   directive({ kind: 'leaf', attributes: z.strictObject({ href: z.string() }), component: CallToAction })
 */
export function directive<Schema extends z.ZodType>({ kind, attributes, component }: DirectiveDeclaration<Schema>): Directive {
  return {
    kind,
    attributes,
    check(given) {
      const result = attributes.safeParse(given, { reportInput: true });
      if (!result.success) return { ok: false, issues: result.error.issues };
      const checked = result.data;
      return {
        ok: true,
        images: imageReferences(attributes, checked),
        element: (parts) => createElement(component, { ...parts, attributes: checked }),
      };
    },
  };
}
