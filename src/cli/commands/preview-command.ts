import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { recoverOutput } from '../../output/output-swap.ts';
import { ExitCode } from '../exit-codes.ts';
import { parsePort, untilInterrupted } from '../options.ts';
import { startServing } from '../start-serving.ts';

export function addPreviewCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('preview')
    .description('serve a built site the way a static host does, to check it before deploying')
    .option('-d, --dir <dir>', 'folder to serve', 'dist')
    .option('-b, --base <path>', "path the site was built for, served there (default: read from the folder's 404.html)")
    .option(
      '-f, --functions <dir>',
      "folder the build bundled the site's server functions into, each served at its address",
      'dist-functions',
    )
    .option('-p, --port <number>', 'port to listen on', parsePort, 4322)
    .option('-H, --host <address>', 'address to listen on', '127.0.0.1')
    .addHelpText(
      'after',
      '\nA site built with --base /repo/ is served under /repo/, and / leads there.\n' +
        "Without --base, the base is read from the folder's 404.html: what comes before\n" +
        'assets/ in its stylesheet link, or / when there is none.\n' +
        'The functions the build bundled into the --functions folder are served at their\n' +
        'addresses, from the bundles that deploy; without that folder, none are.\n\n' +
        'Examples:\n  sitegen preview\n  sitegen preview --dir public --base /my-repo/',
    )
    .action(async (options: { dir: string; base?: string; functions: string; port: number; host: string }) => {
      const root = process.cwd();
      const dir = resolve(root, options.dir);
      // A build killed while swapping its site in left the folder half-way: it is made whole before it is served.
      await recoverOutput(dir);
      if (!existsSync(dir)) {
        console.error(`Nothing to serve: ${options.dir}/ does not exist. Run sitegen build first, or pass the built folder with --dir.`);
        return setExitCode(ExitCode.usage);
      }
      const [{ startPreviewServer }, { builtBase }, { readFunctionsManifest }] = await Promise.all([
        import('../../serve/preview-server.ts'),
        import('../../serve/built-base.ts'),
        import('../../functions/functions-manifest.ts'),
      ]);
      const base = options.base ?? (await builtBase(dir));
      const functionsDir = resolve(root, options.functions);
      const local = { server: 'preview', folder: join(root, '.sitegen') } as const;
      const server = await startServing(
        startPreviewServer({
          dir,
          base,
          host: options.host,
          port: options.port,
          functions: { dir: functionsDir, serving: { env: process.env, local } },
        }),
        options,
        setExitCode,
      );
      if (!server) return;
      console.log(`Serving ${options.dir}/ at ${server.url} (Ctrl+C to stop)`);
      for (const { name, path, fetch } of (await readFunctionsManifest(functionsDir))?.functions ?? []) {
        console.log(`Function ${name} at ${new URL(path.slice(1), server.url).href}, from ${options.functions}/${fetch}`);
      }
      await untilInterrupted();
      await server.close();
    });
}
