import { Fragment, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** A card's content as plain data: what a worker thread is sent and what the card's cache key is hashed from. */
export type CardNode = string | CardElement;

export interface CardElement {
  readonly type: string;
  /** The element's attributes and style, children aside. */
  readonly props: Readonly<Record<string, CardValue>>;
  readonly children: readonly CardNode[];
}

export type CardValue = string | number | boolean | null | readonly CardValue[] | { readonly [key: string]: CardValue };

/** A card's element tree has something satori cannot draw or a thread cannot be sent. */
export class CardTreeError extends Error {
  override name = 'CardTreeError';
}

/**
 * The plain tree an element renders to: components called, fragments flattened,
 * empty children (null, false) left out, numbers written as text.
 */
export function cardTreeOf(node: ReactNode): CardNode[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string') return [node];
  if (typeof node === 'number' || typeof node === 'bigint') return [String(node)];
  if (!isValidElement(node)) {
    if (isIterable(node)) return [...node].flatMap((child) => cardTreeOf(child as ReactNode));
    throw new CardTreeError(`A card cannot show ${describe(node)}`);
  }
  const element = node as ReactElement<Readonly<Record<string, unknown>>>;
  const { type, props } = element;
  if (type === Fragment) return cardTreeOf(props['children'] as ReactNode);
  if (typeof type === 'function') return componentTree(type as (props: unknown) => ReactNode, props);
  if (typeof type !== 'string') throw new CardTreeError(`A card cannot show the element ${describe(type)}`);
  const { children, ...attributes } = props;
  return [
    {
      type,
      props: Object.fromEntries(
        Object.entries(attributes)
          // An attribute left undefined is one not given.
          .filter(([, value]) => value !== undefined)
          .map(([name, value]) => [name, cardValueOf(value, `${type}.${name}`)]),
      ),
      children: cardTreeOf(children as ReactNode),
    },
  ];
}

/**
 * Trees already made, by component and props. Templates are pure, so a component
 * given equal plain props makes the same tree; and every build and every dev edit
 * plans the cards of every page. Weakly kept by the component: a site module loaded
 * again brings new components, and the trees of the old ones go with them.
 */
const treesByComponent = new WeakMap<object, Map<string, CardNode[]>>();

function componentTree(component: (props: unknown) => ReactNode, props: Readonly<Record<string, unknown>>): CardNode[] {
  // Props holding elements or functions are not compared: the component is called each time.
  if (!isPlain(props)) return cardTreeOf(component(props));
  let trees = treesByComponent.get(component);
  if (!trees) {
    trees = new Map();
    treesByComponent.set(component, trees);
  }
  const key = JSON.stringify(props);
  let tree = trees.get(key);
  if (!tree) {
    tree = cardTreeOf(component(props));
    trees.set(key, tree);
  }
  return tree;
}

/** Text, numbers, true and false, null and undefined, and lists and plain objects of them. */
function isPlain(value: unknown): boolean {
  if (value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlain);
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isPlain);
}

/** The element satori is given for a plain tree: built again with React, whose elements satori reads. */
export function elementOf(node: CardNode): ReactNode {
  if (typeof node === 'string') return node;
  return createElement(node.type, node.props, ...node.children.map(elementOf));
}

function cardValueOf(value: unknown, where: string): CardValue {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => cardValueOf(item, where));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cardValueOf(item, `${where}.${key}`)]));
  }
  throw new CardTreeError(`A card's ${where} is ${describe(value)}: a card takes text, numbers and plain style objects only`);
}

function isIterable(value: unknown): value is Iterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.iterator in value;
}

function describe(value: unknown): string {
  if (typeof value === 'function') return `a function (${value.name || 'anonymous'})`;
  if (typeof value === 'symbol') return value.toString();
  return typeof value === 'object' ? 'an object of no plain kind' : `a ${typeof value}`;
}
