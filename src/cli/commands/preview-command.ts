import type { Command } from 'commander';
import { resolve } from 'node:path';
import { parsePort, untilInterrupted } from '../options.ts';

export function addPreviewCommand(program: Command): void {
  program
    .command('preview')
    .description('serve a built site the way a static host does, to check it before deploying')
    .option('-d, --dir <dir>', 'folder to serve', 'dist')
    .option('-p, --port <number>', 'port to listen on', parsePort, 4322)
    .option('-H, --host <address>', 'address to listen on', '127.0.0.1')
    .action(async (options: { dir: string; port: number; host: string }) => {
      const root = process.cwd();
      const [{ startPreviewServer }, { localInquiryEndpoint }] = await Promise.all([
        import('../../serve/preview-server.ts'),
        import('../local-inquiry-endpoint.ts'),
      ]);
      const server = await startPreviewServer({
        dir: resolve(root, options.dir),
        host: options.host,
        port: options.port,
        inquiry: localInquiryEndpoint({ root, rateLimited: true }),
      });
      console.log(`Serving ${options.dir}/ at ${server.url} (Ctrl+C to stop)`);
      await untilInterrupted();
      await server.close();
    });
}
