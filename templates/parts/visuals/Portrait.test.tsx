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
});
