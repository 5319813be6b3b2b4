import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** A run of text as the page lays it out: its colour, its size, and the boxes its lines fill. */
interface TextRun {
  /** The text, shortened, and where it is: for the message. */
  readonly label: string;
  /**
   * The text colour as sRGB 0-255 and its alpha 0-1, the element's and its ancestors'
   * opacity folded in; 'background' for text painted with its element's background
   * (`background-clip: text`, a gradient in the letters).
   */
  readonly colour: readonly [red: number, green: number, blue: number, alpha: number] | 'background';
  /** WCAG's large text: 24 px, or 18.66 px and bold; it needs 3:1 instead of 4.5:1. */
  readonly large: boolean;
  /** The boxes of its lines in CSS pixels from the top left of the page, clipped to what shows. */
  readonly boxes: readonly { x: number; y: number; width: number; height: number }[];
}

/** A run of text whose worst contrast with what lies behind it is below what WCAG AA asks. */
export interface ContrastFailure {
  readonly text: string;
  readonly ratio: number;
  readonly required: number;
}

/**
 * Text whose contrast with the rendered background falls short of WCAG AA anywhere on
 * the page as it stands: 4.5:1, or 3:1 for large text.
 *
 * axe-core reads the background from CSS and gives up ("incomplete") where the text
 * lies over a gradient, an image or an SVG. This measures what a reader sees instead:
 * the page is screenshotted whole with every glyph, underline and text shadow made
 * transparent (`-webkit-text-fill-color`, so `currentColor` borders and icons stay as
 * drawn), leaving the pixels that each piece of text is painted on. Every pixel inside
 * the boxes of a text's lines is then compared with the text's computed colour, that
 * colour composited over the pixel where it or an ancestor is translucent, and the
 * worst pixel decides: text must be readable over the darkest and the lightest part of
 * its background, not over its average. The boxes are the text nodes' own (a Range's
 * client rects: the glyphs' ascent to descent), clipped by every ancestor that clips,
 * so a link on a gradient is measured on the gradient where its letters are, and the
 * padding of its box is not counted. Letters painted with a gradient of their own
 * (`background-clip: text`) are measured pixel by pixel against what lies behind
 * them: a second screenshot paints that gradient unclipped over their boxes. Text in
 * SVG drawings is left out: it is part of a picture (WCAG's incidental text), and SVG
 * text is coloured by `fill`.
 *
 * The viewport is made as tall as the page for the screenshots, so that the text boxes
 * and the pixels are measured in one layout, sticky header at the top.
 */
export async function textContrastFailures(page: Page): Promise<ContrastFailure[]> {
  const viewport = page.viewportSize();
  if (viewport === null) throw new Error('the page has no fixed viewport');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  try {
    const runs = await page.evaluate(collectTextRuns, paintedTextAttribute);
    const backdrop = await screenshotWith(
      page,
      `*,::before,::after{-webkit-text-fill-color:transparent!important;text-decoration-color:transparent!important;text-shadow:none!important}
      [${paintedTextAttribute}]{background:none!important}`,
    );
    const painted = runs.some((run) => run.colour === 'background')
      ? await screenshotWith(
          page,
          `[${paintedTextAttribute}]{background-clip:border-box!important;-webkit-text-fill-color:transparent!important}`,
        )
      : undefined;
    const failures: ContrastFailure[] = [];
    for (const run of runs) {
      const ratio = worstContrast(run, backdrop, painted);
      if (ratio === undefined) continue;
      const required = run.large ? 3 : 4.5;
      if (ratio < required) failures.push({ text: run.label, ratio: Math.floor(ratio * 100) / 100, required });
    }
    return failures;
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** Marks, while a page is measured, the elements whose letters are painted with their background. */
const paintedTextAttribute = 'data-contrast-painted-text';

interface Pixels {
  /** RGB, three bytes a pixel, row after row. */
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  /** Device pixels per CSS pixel. */
  readonly scale: number;
}

/**
 * The page as it shows with `css` added, as pixels; the style is removed afterwards.
 * Taken through the DevTools protocol with `optimizeForSpeed`: a PNG quick to encode
 * and decode, the same pixels, where Playwright's screenshot compresses a page this
 * tall at length (about 40 ms of CPU a shot). Animations are settled and carets hidden
 * as Playwright's `animations: 'disabled'` and `caret: 'hide'` do.
 */
async function screenshotWith(page: Page, css: string): Promise<Pixels> {
  const style = await page.addStyleTag({ content: `${css}*{caret-color:transparent!important}` });
  await page.evaluate(settleAnimations);
  const session = await page.context().newCDPSession(page);
  const { data: encoded } = await session.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
  await session.detach();
  const png = Buffer.from(encoded, 'base64');
  await style.evaluate((element) => (element as Element).remove());
  const scale = await page.evaluate(() => devicePixelRatio);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, scale };
}

/**
 * Runs in the page: ends each animation that ends, in its final state, and cancels the
 * others (endless ones, and those tied to scrolling, whose end is no time).
 */
function settleAnimations(): void {
  for (const animation of document.getAnimations()) {
    if (!animation.effect || animation.playbackRate === 0) continue;
    if (Number.isFinite(animation.effect.getComputedTiming().endTime)) animation.finish();
    else animation.cancel();
  }
}

/**
 * The lowest contrast ratio of the run's colour over any pixel of its boxes, or undefined
 * if none shows. `painted` holds the colours of letters painted with their background.
 */
function worstContrast(run: TextRun, backdrop: Pixels, painted: Pixels | undefined): number | undefined {
  let worst: number | undefined;
  const measured = new Set<number>();
  for (const box of run.boxes) {
    const left = Math.max(0, Math.round(box.x * backdrop.scale));
    const top = Math.max(0, Math.round(box.y * backdrop.scale));
    const right = Math.min(backdrop.width, Math.round((box.x + box.width) * backdrop.scale));
    const bottom = Math.min(backdrop.height, Math.round((box.y + box.height) * backdrop.scale));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const at = (y * backdrop.width + x) * 3;
        const back = rgbAt(backdrop, at);
        const [red, green, blue, alpha] = run.colour === 'background' ? [...rgbAt(painted ?? backdrop, at), 1] : run.colour;
        // Most of a text's background is a few colours: each pair is measured once. The run's alpha is
        // one value for all its pixels, so the two colours' 48 bits name the pair, and a number is
        // quicker to make and look up than a string.
        const pair = ((red * 256 + green) * 256 + blue) * 2 ** 24 + (back[0] * 256 + back[1]) * 256 + back[2];
        if (measured.has(pair)) continue;
        measured.add(pair);
        const [backRed, backGreen, backBlue] = back;
        const text = luminance(over(red, backRed, alpha), over(green, backGreen, alpha), over(blue, backBlue, alpha));
        const ratio = contrastRatio(text, luminance(backRed, backGreen, backBlue));
        if (worst === undefined || ratio < worst) worst = ratio;
      }
    }
  }
  return worst;
}

const rgbAt = (pixels: Pixels, at: number): [number, number, number] => [
  pixels.data[at] ?? 0,
  pixels.data[at + 1] ?? 0,
  pixels.data[at + 2] ?? 0,
];

const over = (front: number, back: number, alpha: number) => front * alpha + back * (1 - alpha);

/** WCAG 2's relative luminance of an sRGB colour, channels 0-255. */
export function luminance(red: number, green: number, blue: number): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

export function contrastRatio(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/**
 * Runs in the page: every visible text node outside SVG drawings, with its colour, size
 * and clipped line boxes. Marks with `paintedTextMark` the elements whose letters are
 * painted with their background.
 */
function collectTextRuns(paintedTextMark: string): TextRun[] {
  type Box = { x: number; y: number; width: number; height: number };
  const intersect = (a: Box, b: Box): Box | undefined => {
    const x = Math.max(a.x, b.x);
    const y = Math.max(a.y, b.y);
    const width = Math.min(a.x + a.width, b.x + b.width) - x;
    const height = Math.min(a.y + a.height, b.y + b.height) - y;
    return width > 1 && height > 1 ? { x, y, width, height } : undefined;
  };
  const probe = document.createElement('canvas').getContext('2d');
  if (probe === null) throw new Error('no canvas to read colours with');
  // Any CSS colour (rgb(), oklab(), color-mix() results) as sRGB bytes and alpha, as a canvas paints it.
  const rgba = (colour: string): [number, number, number, number] => {
    probe.clearRect(0, 0, 1, 1);
    probe.fillStyle = colour;
    probe.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0, alpha = 0] = probe.getImageData(0, 0, 1, 1).data;
    return [red, green, blue, alpha / 255];
  };
  const page: Box = { x: 0, y: 0, width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight };
  /** What of `box` its ancestors let show: overflow other than visible, and `clip`, cut it. */
  const clipped = (element: Element, box: Box): Box | undefined => {
    let shown: Box | undefined = intersect(box, page);
    for (let ancestor: Element | null = element; ancestor && shown; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clip !== 'auto';
      if (!clips || ancestor === document.documentElement || ancestor === document.body) continue;
      const frame = ancestor.getBoundingClientRect();
      shown = intersect(shown, { x: frame.x + scrollX, y: frame.y + scrollY, width: frame.width, height: frame.height });
      if (style.clip !== 'auto') shown = undefined;
    }
    return shown;
  };
  const opacity = (element: Element) => {
    let value = 1;
    for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement)
      value *= Number(getComputedStyle(ancestor).opacity);
    return value;
  };

  const runs: TextRun[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!element || text === '' || element.closest('svg, script, style, noscript, template')) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) continue;
    const style = getComputedStyle(element);
    const paintedText = style.backgroundClip === 'text';
    // Letters painted with their background show only where it is: inside the element's box.
    const frame = element.getBoundingClientRect();
    const within = (box: Box) =>
      paintedText ? intersect(box, { x: frame.x + scrollX, y: frame.y + scrollY, width: frame.width, height: frame.height }) : box;
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes = [...range.getClientRects()].flatMap((rect) => {
      const box = within({ x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height });
      return (box && clipped(element, box)) ?? [];
    });
    if (boxes.length === 0) continue;
    if (paintedText) element.setAttribute(paintedTextMark, '');
    const [red, green, blue, alpha] = rgba(style.color);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const place = element.id ? `#${element.id}` : `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    runs.push({
      label: `"${text.slice(0, 40)}" (${place})`,
      colour: paintedText ? 'background' : [red, green, blue, alpha * opacity(element)],
      large: size >= 24 || (size >= 18.66 && bold),
      boxes,
    });
  }
  return runs;
}
