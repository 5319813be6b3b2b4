import { chooseFor, toneFor, type Tone } from './choose.ts';

/** The page layouts a project preview can sketch, each the kind of screen its category of site is known by. */
export const previewLayouts = ['dashboard', 'board', 'finance', 'landing', 'shop'] as const;
export type PreviewLayout = (typeof previewLayouts)[number];

/** The categories the portfolio uses today, lower-cased; any other gets a layout chosen by its name. */
const layoutByCategory: Readonly<Record<string, PreviewLayout>> = {
  healthcare: 'dashboard',
  productivity: 'board',
  fintech: 'finance',
  corporate: 'landing',
  'e-commerce': 'shop',
};

export interface ProjectLook {
  readonly layout: PreviewLayout;
  readonly tone: Tone;
}

/** How a project's preview looks: a layout suited to its category, and a colour of its own from its title. */
export function projectLook({ title, category }: { title: string; category: string }): ProjectLook {
  const key = category.trim().toLowerCase();
  return { layout: layoutByCategory[key] ?? chooseFor(key, previewLayouts, 'layout'), tone: toneFor(title) };
}
