import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProjectPreview } from './ProjectPreview.tsx';

const project = { title: 'Harbour Freight Tracker', domain: 'harbourfreight.example', category: 'Logistics' };
const draw = (fields: Partial<typeof project> = {}) => renderToStaticMarkup(<ProjectPreview project={{ ...project, ...fields }} />);

describe('ProjectPreview', () => {
  it('draws a decorative browser window at the project’s domain, its size reserved', () => {
    const markup = draw();
    expect(markup).toContain('aria-hidden="true" focusable="false"');
    expect(markup).toContain('viewBox="0 0 320 180" width="320" height="180"');
    expect(markup).toContain('>harbourfreight.example</text>');
  });

  it('draws the same project the same way, and follows its title and category', () => {
    expect(draw()).toBe(draw());
    expect(draw({ category: 'Fintech' })).toContain('data-layout="finance"');
    expect(draw({ category: 'E-commerce' })).toContain('data-layout="shop"');
    const tones = new Set(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].map((title) => /tone-\w+/.exec(draw({ title }))?.[0]));
    expect(tones.size).toBeGreaterThan(1);
  });
});
