import type { SeededRandom } from '../../test/support/seeded-random.ts';
import {
  actions,
  adjectives,
  conditions,
  events,
  frequencies,
  outcomes,
  sentenceTemplates,
  superlatives,
  teamVerbs,
  teams,
  thingVerbs,
  things,
} from './prose-vocabulary.ts';

/** What one article is about: every sentence of it mentions the same topic and technology. */
export interface ProseSubject {
  readonly topic: string;
  readonly tech: string;
}

/** 'code review' -> 'Code Review'; acronyms such as 'FHIR' stay as they are. */
function titleCase(phrase: string): string {
  return phrase.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * Fills `{slot}` placeholders: `{topic}`, `{tech}` (and `{Topic}` in title case) from
 * the subject, every other slot from the word lists, each drawn afresh.
 */
export function fillTemplate(template: string, random: SeededRandom, subject: ProseSubject): string {
  const slots: Record<string, () => string> = {
    topic: () => subject.topic,
    Topic: () => titleCase(subject.topic),
    tech: () => subject.tech,
    team: () => random.pick(teams),
    teamVerb: () => random.pick(teamVerbs),
    thing: () => random.pick(things),
    thingVerb: () => random.pick(thingVerbs),
    outcome: () => random.pick(outcomes),
    condition: () => random.pick(conditions),
    adjective: () => random.pick(adjectives),
    superlative: () => random.pick(superlatives),
    frequency: () => random.pick(frequencies),
    action: () => random.pick(actions),
    event: () => random.pick(events),
    percent: () => String(random.int(12, 68)),
    weeks: () => String(random.int(2, 9)),
    count: () => String(random.int(3, 9)),
  };
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const slot = slots[name];
    if (!slot) throw new Error(`unknown slot ${placeholder} in '${template}'`);
    return slot();
  });
}

export function sentence(random: SeededRandom, subject: ProseSubject): string {
  return capitalize(fillTemplate(random.pick(sentenceTemplates), random, subject));
}

/** Sentences of distinct templates: a paragraph never says the same thing twice in a row. */
export function paragraph(random: SeededRandom, subject: ProseSubject, sentences: number): string {
  return random
    .sample(sentenceTemplates, sentences)
    .map((template) => capitalize(fillTemplate(template, random, subject)))
    .join(' ');
}
