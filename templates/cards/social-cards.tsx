import type { CardFont, LoadedContent, RouteEnvironment, SocialCardSpec } from 'sitegen';
import type { SiteContent } from '../content.ts';
import type { SiteConfig } from '../model.ts';
import type { PageHead } from '../page-head.ts';
import { SocialCard, SocialCardBackdrop } from './SocialCard.tsx';

/** Inter, as the cards set it: medium for the address, bold for the rest. */
const cardFonts: readonly CardFont[] = ([500, 700] as const).map((weight) => ({
  name: 'Inter',
  weight,
  style: 'normal',
  file: `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
}));

/**
 * For the characters Inter lacks, tried in order: Japanese (kana and the common kanji),
 * Arabic, Hebrew, and emoji in one colour. Bold, as titles are; read only by a build
 * whose cards show such a character.
 */
const fallbackFonts: readonly CardFont[] = (
  [
    ['Noto Sans JP', 'noto-sans-jp/files/noto-sans-jp-japanese'],
    ['Noto Sans Arabic', 'noto-sans-arabic/files/noto-sans-arabic-arabic'],
    ['Noto Sans Hebrew', 'noto-sans-hebrew/files/noto-sans-hebrew-hebrew'],
    ['Noto Emoji', 'noto-emoji/files/noto-emoji-emoji'],
  ] as const
).map(([name, file]) => ({ name, weight: 700, style: 'normal', file: `@fontsource/${file}-700-normal.woff` }));

/**
 * Every page's card but the not-found page's: drawn from its title and section, or an
 * article's own picture. With `socialCards: false` in site.yaml, only articles that
 * name a picture have a card.
 */
export function siteSocialCards({ site }: LoadedContent<SiteContent>, { paths }: RouteEnvironment): SocialCardSpec<PageHead> {
  const host = new URL(paths.absolute('/')).host;
  return {
    fonts: cardFonts,
    fallbackFonts,
    card(route) {
      const { title, picture } = route.head.card;
      if (route.notFound) return undefined;
      // The picture's file, by the site's rule: /images/... is served from assets/images/.
      if (picture) return { kind: 'picture', file: `assets${picture.path}`, alt: picture.alt };
      if (!site.socialCards) return undefined;
      const found = route.head.card.section ?? sectionOf(route.path, site);
      // The blog's own list is in the Blog: its title says so already.
      const section = found === title ? undefined : found;
      return {
        kind: 'drawn',
        element: <SocialCard title={title} section={section} siteName={site.name} host={host} />,
        backdrop: <SocialCardBackdrop siteName={site.name} host={host} />,
        alt: `${title}${section ? ` (${section})` : ''}, ${site.name}`,
      };
    },
  };
}

/**
 * The section a page belongs to, as the site's navigation and footer name it: the
 * services menu for a service, the link to the first folder of its address for the
 * rest (`/blog/page/2` is in the Blog). The home page is in none.
 */
function sectionOf(path: string, site: SiteConfig): string | undefined {
  const folder = /^\/[^/]+/.exec(path)?.[0];
  if (!folder) return undefined;
  if (site.services.some((service) => service.href === path)) {
    return site.nav.items.find((item) => 'dropdown' in item && item.dropdown === 'services')?.label;
  }
  const links = [...site.nav.items, ...site.footer.company];
  return links.find((link) => 'href' in link && link.href === folder)?.label;
}
