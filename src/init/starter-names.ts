/** The sites `sitegen init` can start from: what its `--template` takes, known without reading the package. */
export const starterNames = ['minimal', 'blog', 'docs'] as const;

export type StarterName = (typeof starterNames)[number];
