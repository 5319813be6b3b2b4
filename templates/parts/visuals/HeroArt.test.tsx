import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeroArt } from './HeroArt.tsx';
import { heroCompositions, heroMotifs } from './hero-motifs.ts';

const draw = (motif: (typeof heroMotifs)[number]) => renderToStaticMarkup(<HeroArt motif={motif} />);
/** The drawing without the attributes that name it. */
const drawing = (markup: string) => markup.replace(/data-(motif|composition)="[a-z]+"/g, '');

describe('HeroArt', () => {
  it('draws every motif as a decorative SVG with its space reserved, named by its motif and composition', () => {
    for (const motif of heroMotifs) {
      expect(draw(motif)).toMatch(
        new RegExp(
          `^<svg class="art hero__art" data-motif="${motif}" data-composition="${heroCompositions[motif]}" viewBox="0 0 520 440" width="520" height="440" aria-hidden="true" focusable="false">`,
        ),
      );
    }
  });

  it('draws each motif its own way, and each kind of page in a composition of its own', () => {
    expect(new Set(heroMotifs.map((motif) => drawing(draw(motif)))).size).toBe(heroMotifs.length);
    const compositions = new Set(Object.values(heroCompositions));
    expect(compositions.size).toBe(8);
    // One motif of each composition: what frames the picture differs, not just what is in it.
    const frames = [...compositions].map((composition) => {
      const motif = heroMotifs.find((candidate) => heroCompositions[candidate] === composition) ?? 'platform';
      return drawing(draw(motif)).replace(/<g transform="translate\(160 120\)">.*?<\/g><\/g>/, '');
    });
    expect(new Set(frames).size).toBe(compositions.size);
  });

  it('draws the nine service motifs in one frame, each with an emblem of its own', () => {
    const services = heroMotifs.filter((motif) => heroCompositions[motif] === 'service');
    expect(services).toHaveLength(9);
    const emblem = (markup: string) => /<g transform="translate\(160 120\)">(.*)/.exec(markup)?.[1] ?? '';
    const frame = (markup: string) => drawing(markup).replace(emblem(markup), '');
    expect(new Set(services.map((motif) => frame(draw(motif)))).size).toBe(1);
    expect(new Set(services.map((motif) => emblem(draw(motif)))).size).toBe(9);
  });
});
