import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeroArt } from './HeroArt.tsx';
import { heroMotifs } from './hero-motifs.ts';

describe('HeroArt', () => {
  it('draws every motif as a decorative SVG with its space reserved, each scene its own', () => {
    const drawings = heroMotifs.map((motif) => renderToStaticMarkup(<HeroArt motif={motif} />));
    for (const markup of drawings) {
      expect(markup).toMatch(
        /^<svg class="art hero__art" data-motif="[a-z]+" viewBox="0 0 520 440" width="520" height="440" aria-hidden="true" focusable="false">/,
      );
    }
    expect(new Set(drawings.map((markup) => markup.replace(/data-motif="[a-z]+"/, ''))).size).toBe(heroMotifs.length);
  });
});
