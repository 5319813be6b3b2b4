import { projectLook } from './project-look.ts';
import { previewLayouts } from './preview-layouts.tsx';
import { Window } from './shapes.tsx';

interface PreviewedProject {
  title: string;
  domain: string;
  category: string;
}

/**
 * A generated preview of a client's site: a browser window at the project's domain,
 * sketching the kind of page its category is known by, in a colour of its own.
 * Decorative: the card's heading and text say what the project is.
 */
export function ProjectPreview({ project }: { project: PreviewedProject }) {
  const { layout, tone } = projectLook(project);
  const Layout = previewLayouts[layout];
  return (
    <div className={`project__preview tone-${tone}`} data-layout={layout}>
      <svg className="art preview" viewBox="0 0 320 180" width="320" height="180" aria-hidden="true" focusable="false">
        <Window x={0} y={0} width={320} height={200} />
        <text className="preview__domain" x="72" y="17">
          {project.domain}
        </text>
        <Layout />
      </svg>
    </div>
  );
}
