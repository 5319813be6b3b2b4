import type { Command } from 'commander';
import { relative, resolve } from 'node:path';
import { ExitCode } from '../exit-codes.ts';
import { localDate } from '../../writing/local-date.ts';

export function addNewCommand(program: Command, setExitCode: (code: number) => void): void {
  const create = program.command('new').description('start a new piece of content');
  create
    .command('post <title>')
    .description('create content/blog/{slug}.md: the next id, today\'s date, a body skeleton, marked as a draft')
    .option('--category <name>', 'one of the blog categories in site.yaml (default: the first)')
    .option('--author <name>', 'the author (default: the author of the latest post)')
    .option('-c, --content <dir>', 'content folder', 'content')
    .addHelpText('after', '\nExample:\n  sitegen new post "Choosing Between Virtual Threads and Reactive Streams" --category "Java Development"')
    .action(async (title: string, options: { category?: string; author?: string; content: string }) => {
      // Loaded only for this command: every other one starts without the YAML and front matter parsers.
      const { createPost, NewPostError } = await import('../../writing/new-post.ts');
      try {
        const post = await createPost({
          contentDir: resolve(process.cwd(), options.content),
          title,
          category: options.category,
          author: options.author,
          today: localDate(new Date()),
        });
        console.log(`Created ${relative(process.cwd(), post.file)} (id ${post.id}, a draft: remove "draft: true" to publish it)`);
        setExitCode(ExitCode.ok);
      } catch (error) {
        if (!(error instanceof NewPostError)) throw error;
        console.error(`No post created: ${error.message}`);
        setExitCode(error.kind === 'usage' ? ExitCode.usage : ExitCode.siteError);
      }
    });
}
