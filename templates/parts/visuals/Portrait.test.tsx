import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Portrait } from './Portrait.tsx';

const draw = (name: string, traits?: Parameters<typeof Portrait>[0]['traits']) =>
  renderToStaticMarkup(<Portrait name={name} label={`Portrait of ${name}`} traits={traits} size={64} />);

describe('Portrait', () => {
  it('is an image named by its label, its size reserved', () => {
    const markup = draw('Meera Kulkarni');
    expect(markup).toMatch(/^<svg [^>]*role="img" aria-label="Portrait of Meera Kulkarni" viewBox="0 0 96 96" width="64" height="64"/);
  });

  it('is decorative without a label, for a caption that already names the person', () => {
    const markup = renderToStaticMarkup(<Portrait name="Meera Kulkarni" size={56} />);
    expect(markup).toMatch(/^<svg [^>]*aria-hidden="true" focusable="false" viewBox="0 0 96 96" width="56" height="56"/);
    expect(markup).not.toContain('role=');
  });

  it('draws the same markup for the same person, and different people differently', () => {
    expect(draw('Meera Kulkarni')).toBe(draw('Meera Kulkarni'));
    const drawings = ['Rahul Iyer', 'Ananya Desai', 'Vikram Joshi', 'Meera Kulkarni'].map((name) =>
      draw(name).replace(/aria-label="[^"]*"/, ''),
    );
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('draws every hair style with its own shapes', () => {
    const styles = ['short', 'side', 'crop', 'long', 'bun', 'wavy'] as const;
    const drawings = styles.map((hair) => draw('Rahul Iyer', { hair }).replace(/data-hair="[^"]*"/, ''));
    expect(new Set(drawings).size).toBe(styles.length);
  });

  it('draws a face: eyes that catch the light (closed in a grin), brows, a nose and a mouth for each expression', () => {
    const faces = (['smile', 'grin', 'calm'] as const).map((expression) => draw('Rahul Iyer', { expression }));
    for (const markup of faces) {
      expect(markup).toContain('class="portrait__brow"');
      expect(markup).toContain('portrait__nose');
    }
    expect(faces[0]).toContain('class="portrait__glint"');
    expect(faces[1]).not.toContain('class="portrait__eye"');
    expect(faces[1]).toContain('class="portrait__mouth"');
    expect(new Set(faces.map((markup) => markup.replace(/data-expression="[^"]*"/, ''))).size).toBe(3);
  });

  it('draws glasses and a beard only where the person has them', () => {
    const bare = draw('Rahul Iyer', { glasses: 'none', facialHair: 'none' });
    expect(bare).not.toContain('portrait__glasses');
    expect(bare).not.toMatch(/portrait__(beard|stubble)/);
    expect(draw('Rahul Iyer', { glasses: 'round' })).toMatch(/<g class="portrait__glasses"[^>]*><circle/);
    expect(draw('Rahul Iyer', { glasses: 'square' })).toMatch(/<g class="portrait__glasses"[^>]*><rect/);
    expect(draw('Rahul Iyer', { facialHair: 'beard' })).toContain('class="portrait__beard"');
    expect(draw('Rahul Iyer', { facialHair: 'stubble' })).toContain('class="portrait__stubble"');
  });
});
