import { randomUUID } from 'node:crypto';

/** The sanitized HTML of a directive's parts, for its component. */
export interface ComponentParts {
  /** Its label's HTML; undefined when it has none. */
  readonly label: string | undefined;
  /** A container's content; undefined for a leaf. */
  readonly children: string | undefined;
}

/** The markers a component's place in a body is held by: its parts go between them. */
export interface ComponentMarkers {
  readonly open: string;
  /** Between the label's HTML and the children's. */
  readonly labelEnd: string;
  readonly close: string;
}

/**
 * Markup the build makes, or the site's own components make, kept out of a body until
 * it is sanitized and written out: highlighted code and components are trusted as a
 * template is (shiki escapes the code it is given, React the text a component shows),
 * so they go in afterwards, as they are; the sanitizer would only strip what a site's
 * component means to show, and converting, sanitizing and writing out again a node for
 * every token of highlighted code cost time. A directive's label and content are the
 * writer's Markdown, and are sanitized with the rest: its markers go around them, and
 * its component is rendered with their HTML.
 */
export interface BodySlots {
  /** A marker for markup that goes in as it is. */
  markup(html: string): string;
  /** A component's slot, by number: `render` makes its markup from its parts' HTML once the body is written out. */
  component(render: (parts: ComponentParts) => string, has: { readonly label: boolean; readonly children: boolean }): number;
  /** The markers to put around a component's parts. */
  markersOf(slot: number): ComponentMarkers;
  /** The body's HTML with every marker's markup in its place. */
  fill(html: string): string;
}

/**
 * A marker is its kind and number between private-use characters around a nonce
 * drawn when the process starts, which no writer can type: a marker's text that a
 * writer imitates stays as written.
 */
const slotNonce = randomUUID();
const markerPattern = new RegExp(`\uE000${slotNonce}:([molc])(\\d+)\uE001`, 'g');

type MarkerKind = 'm' | 'o' | 'l' | 'c';

function marker(kind: MarkerKind, index: number): string {
  return `\uE000${slotNonce}:${kind}${index}\uE001`;
}

interface ComponentSlot {
  readonly render: (parts: ComponentParts) => string;
  readonly hasLabel: boolean;
  readonly hasChildren: boolean;
}

/** A component whose markers were met and whose close is not yet. */
interface OpenComponent {
  readonly index: number;
  label: string | undefined;
  html: string;
}

export function bodySlots(): BodySlots {
  const markups: string[] = [];
  const components: ComponentSlot[] = [];
  return {
    markup(html) {
      return marker('m', markups.push(html) - 1);
    },
    component(render, has) {
      return components.push({ render, hasLabel: has.label, hasChildren: has.children }) - 1;
    },
    markersOf(slot) {
      return { open: marker('o', slot), labelEnd: marker('l', slot), close: marker('c', slot) };
    },
    fill(html) {
      if (markups.length === 0 && components.length === 0) return html;
      let done = '';
      const open: OpenComponent[] = [];
      const write = (text: string) => {
        const innermost = open.at(-1);
        if (innermost) innermost.html += text;
        else done += text;
      };
      let from = 0;
      for (const match of html.matchAll(markerPattern)) {
        write(html.slice(from, match.index));
        from = match.index + match[0].length;
        const kind = match[1] as MarkerKind;
        const index = Number(match[2]);
        if (kind === 'm') write(markups[index] ?? '');
        else if (kind === 'o') open.push({ index, label: undefined, html: '' });
        else {
          const component = open.at(-1);
          const slot = components[index];
          // Markers go in around whole elements of the tree (render-markdown.ts), so they always nest.
          if (component?.index !== index || slot === undefined) throw new Error(`A component's markers of slot ${index} do not nest`);
          if (kind === 'l') {
            component.label = component.html;
            component.html = '';
          } else {
            open.pop();
            write(
              slot.render({ label: slot.hasLabel ? component.label : undefined, children: slot.hasChildren ? component.html : undefined }),
            );
          }
        }
      }
      if (open.length > 0) throw new Error(`A component's markers of slot ${open[0]?.index} are not closed`);
      return done + html.slice(from);
    },
  };
}
