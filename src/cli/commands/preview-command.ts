import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ExitCode } from '../exit-codes.ts';
import { parsePort, untilInterrupted } from '../options.ts';
import { startServing } from '../start-serving.ts';

export function addPreviewCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('preview')
    .description('serve a built site the way a static host does, to check it before deploying')
    .option('-d, --dir <dir>', 'folder to serve', 'dist')
    .option('-p, --port <number>', 'port to listen on', parsePort, 4322)
    .option('-H, --host <address>', 'address to listen on', '127.0.0.1')
    .action(async (options: { dir: string; port: number; host: string }) => {
      const root = process.cwd();
      const dir = resolve(root, options.dir);
      if (!existsSync(dir)) {
        console.error(`Nothing to serve: ${options.dir}/ does not exist. Run sitegen build first, or pass the built folder with --dir.`);
        return setExitCode(ExitCode.usage);
      }
      const [{ startPreviewServer }, { localInquiryEndpoint }] = await Promise.all([
        import('../../serve/preview-server.ts'),
        import('../local-inquiry-endpoint.ts'),
      ]);
      const server = await startServing(
        startPreviewServer({ dir, host: options.host, port: options.port, inquiry: localInquiryEndpoint({ root, rateLimited: true }) }),
        options,
        setExitCode,
      );
      if (!server) return;
      console.log(`Serving ${options.dir}/ at ${server.url} (Ctrl+C to stop)`);
      await untilInterrupted();
      await server.close();
    });
}
