import { codeLanguages, codeSample } from './code-samples.ts';
import { capitalize, countWords, fillTemplate, paragraph, sentence, type ProseSubject } from './prose.ts';
import {
  actions,
  authors,
  closingTitles,
  excerptTemplates,
  linkSentences,
  pointTitles,
  sectionTitles,
  serviceSentences,
  tags,
  technologies,
  titleTemplates,
  topics,
} from './prose-vocabulary.ts';
import type { SeededRandom } from '../../test/support/seeded-random.ts';

/** The front matter of one generated article, decided before any body is written so that bodies can link to each other. */
export interface PostPlan extends ProseSubject {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly excerpt: string;
  readonly author: string;
  readonly publishDate: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly featured: boolean;
  readonly hasCode: boolean;
}

export interface ServiceLink {
  readonly title: string;
  readonly href: string;
}

/** The ids the real blog features; every other post is not featured. */
const featuredIds = new Set([1, 2, 6]);
const firstDay = Date.UTC(2024, 7, 1);
const lastDay = Date.UTC(2025, 7, 31);
const dayMs = 86_400_000;
/** Words of prose (lists included, code excluded) each article aims for. */
const targetWords = 700;

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function planPost(id: number, random: SeededRandom, categories: readonly string[]): PostPlan {
  const subject: ProseSubject = { topic: random.pick(topics), tech: random.pick(technologies) };
  const title = fillTemplate(random.pick(titleTemplates), random, subject);
  return {
    ...subject,
    id,
    title,
    // The id keeps slugs unique however often a title repeats.
    slug: `${slugify(title)}-${id}`,
    excerpt: capitalize(fillTemplate(random.pick(excerptTemplates), random, subject)),
    author: random.pick(authors),
    publishDate: new Date(firstDay + random.int(0, (lastDay - firstDay) / dayMs) * dayMs).toISOString().slice(0, 10),
    category: random.pick(categories),
    tags: random.sample(tags, random.int(3, 5)),
    featured: featuredIds.has(id),
    hasCode: id % 2 === 0,
  };
}

export interface PostLinks {
  /** Another article of the corpus, or none when the corpus has only this one. */
  otherPost(): PostPlan | undefined;
  readonly services: readonly ServiceLink[];
}

/** The whole Markdown file of an article: front matter, introduction, four `##` sections. */
export function postMarkdown(plan: PostPlan, random: SeededRandom, links: PostLinks): string {
  const say = (sentences: number) => paragraph(random, plan, sentences);
  const postLink = () => {
    const other = links.otherPost();
    return other ? ` ${fillLink(random.pick(linkSentences), `[${other.title}](/blog/${other.slug})`)}` : '';
  };
  const service = random.pick(links.services);
  const serviceLink = fillLink(random.pick(serviceSentences), `[${service.title}](${service.href})`);
  const headings = [...random.sample(sectionTitles, 3), random.pick(closingTitles)].map((title) =>
    capitalize(fillTemplate(title, random, plan)),
  );

  const plainList = random
    .sample(actions, 4)
    .map((action) => `- ${random.next() < 0.5 ? `${capitalize(action)}.` : sentence(random, plan)}`);
  const titledList = random.sample(pointTitles, 3).map((title) => `- **${title}**: ${sentence(random, plan)}`);
  const code = plan.hasCode ? fence(random.pick(codeLanguages), random, plan.id) : undefined;

  const sections: string[][] = [
    [`${say(3)}${postLink()}`, say(3)],
    [`## ${headings[0]}`, say(3), plainList.join('\n'), say(2)],
    [`## ${headings[1]}`, say(3), titledList.join('\n'), ...(code ? [code] : []), say(2)],
    [`## ${headings[2]}`, `${say(2)} ${serviceLink}`, `${say(2)}${postLink()}`],
    [`## ${headings[3]}`, say(3)],
  ];
  // Sections 1 to 3 take more prose, in turn, until the article reaches its length.
  const proseWords = () =>
    countWords(
      sections
        .flat()
        .filter((block) => !block.startsWith('```'))
        .join('\n'),
    );
  for (let section = 1; proseWords() < targetWords; section = (section % 3) + 1) {
    sections[section]!.push(say(random.int(2, 3)));
  }
  const words = proseWords();
  const readTime = `${Math.max(3, Math.round(words / random.int(120, 220)))} min read`;

  const frontMatter = [
    '---',
    `id: ${plan.id}`,
    `title: ${JSON.stringify(plan.title)}`,
    `slug: ${plan.slug}`,
    `excerpt: ${JSON.stringify(plan.excerpt)}`,
    `author: ${JSON.stringify(plan.author)}`,
    `publishDate: ${plan.publishDate}`,
    `readTime: ${readTime}`,
    `category: ${JSON.stringify(plan.category)}`,
    `tags: [${plan.tags.map((tag) => JSON.stringify(tag)).join(', ')}]`,
    `featured: ${plan.featured}`,
    '---',
  ].join('\n');
  return `${frontMatter}\n\n${sections.map((blocks) => blocks.join('\n\n')).join('\n\n')}\n`;
}

function fillLink(template: string, link: string): string {
  return template.replace('{link}', link);
}

function fence(lang: (typeof codeLanguages)[number], random: SeededRandom, postId: number): string {
  return `\`\`\`${lang}\n${codeSample(lang, random, postId)}\n\`\`\``;
}
