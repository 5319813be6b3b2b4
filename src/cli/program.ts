import { Command, InvalidArgumentError } from 'commander';
import { resolve } from 'node:path';
import { build } from '../build.ts';
import { ExitCode } from './exit-codes.ts';
import { describeBuildError } from './report-error.ts';
import { startDevServer } from '../dev/dev-server.ts';

/** A Command that remembers the exit code its action chose. */
export interface SitegenProgram extends Command {
  exitCode?: number;
}

export function createProgram(version: string): SitegenProgram {
  const program: SitegenProgram = new Command('sitegen')
    .description('Build a static website from Markdown and YAML content and React templates.')
    .version(version, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showHelpAfterError('(run sitegen --help for usage)')
    .exitOverride();

  program
    .command('build')
    .description('render the whole site into a folder of static files')
    .option('-o, --out <dir>', 'output folder, replaced only when the build succeeds', 'dist')
    .option('-b, --base <path>', 'path the site is served under, e.g. /repo/ for a GitHub Pages project site', '/')
    .option('-u, --url <origin>', "site origin for canonical links, sitemap and feed (default: url in content/site.yaml)", parseOrigin)
    .option('-c, --content <dir>', 'content folder', 'content')
    .addHelpText(
      'after',
      '\nExamples:\n  sitegen build\n  sitegen build --base /my-repo/ --url https://me.github.io\n\nExit codes: 0 built, 1 content or template error, 2 usage error.',
    )
    .action(async (options: { out: string; base: string; url?: string; content: string }) => {
      const root = process.cwd();
      try {
        const summary = await build({
          root,
          contentDir: resolve(root, options.content),
          outDir: resolve(root, options.out),
          base: options.base,
          url: options.url,
        });
        console.log(`Built ${summary.pages} pages, ${summary.assets} assets in ${Math.round(summary.milliseconds)} ms`);
        program.exitCode = ExitCode.ok;
      } catch (error) {
        console.error(describeBuildError(error));
        program.exitCode = ExitCode.siteError;
      }
    });

  program
    .command('dev')
    .description('build, serve and rebuild the site whenever content, templates or assets change')
    .option('-p, --port <number>', 'port to listen on', parsePort, 4321)
    .option('-H, --host <address>', 'address to listen on', '127.0.0.1')
    .option('-c, --content <dir>', 'content folder', 'content')
    .action(async (options: { port: number; host: string; content: string }) => {
      const root = process.cwd();
      const server = await startDevServer({
        root,
        contentDir: resolve(root, options.content),
        base: '/',
        host: options.host,
        port: options.port,
        onBuild: (result) =>
          result.ok
            ? console.log(`Built ${result.pages} pages in ${Math.round(result.milliseconds)} ms`)
            : console.error(describeBuildError(result.error)),
      });
      console.log(`Serving ${server.url} (Ctrl+C to stop)`);
      await new Promise<void>((resolve) => process.once('SIGINT', resolve));
      await server.close();
    });

  return program;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('must be a port number from 0 to 65535');
  return port;
}

function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('must be an absolute URL such as https://example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError('must be an http(s) URL');
  return url.origin + url.pathname.replace(/\/+$/, '');
}
