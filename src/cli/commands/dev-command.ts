import type { Command } from 'commander';
import { resolve } from 'node:path';
import { parsePort, untilInterrupted } from '../options.ts';
import { describeBuildError } from '../report-error.ts';
import { startServing } from '../start-serving.ts';

export function addDevCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('dev')
    .description('serve the site and rebuild what each saved file affects; pages reload by themselves')
    .option('-p, --port <number>', 'port to listen on', parsePort, 4321)
    .option('-H, --host <address>', 'address to listen on', '127.0.0.1')
    .option('-c, --content <dir>', 'content folder', 'content')
    .action(async (options: { port: number; host: string; content: string }) => {
      const root = process.cwd();
      let first = true;
      const { startDevServer } = await import('../../dev/dev-server.ts');
      const server = await startServing(
        startDevServer({
          root,
          contentDir: resolve(root, options.content),
          host: options.host,
          port: options.port,
          describeError: describeBuildError,
          onBuild: (result) => {
            if (!result.ok) return console.error(describeBuildError(result.error));
            const { report } = result;
            const what = first ? `Built ${report.pages} pages` : `Updated ${report.changedPaths.length} of ${report.pages} pages`;
            console.log(`${what} in ${Math.round(report.milliseconds)} ms`);
            for (const warning of report.warnings) console.error(`Warning: ${warning}`);
            first = false;
          },
        }),
        options,
        setExitCode,
      );
      if (!server) return;
      console.log(`Serving ${server.url} (Ctrl+C to stop)`);
      await untilInterrupted();
      await server.close();
    });
}
