import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isProcessRunning } from '../output/process-running.ts';
import type { SiteModule } from './load-site-module.ts';

/** A module file and the batches of this process using it; `settled` is its last write or removal. */
interface ModuleFile {
  users: number;
  settled: Promise<void>;
}

const files = new Map<string, ModuleFile>();

/**
 * Runs `use` with the compiled site module as a file, for worker threads to import:
 * a thread cannot be sent the site's plugins, which are functions, so each imports the
 * module itself. The file is named by the module's content and this process (another
 * process, a dev server beside a build, may remove its own at any time), written when
 * the first batch needs it and removed when the last is done.
 * Files that stopped processes left are removed as one is written.
 */
export async function withSiteModuleFile<Result>(module: SiteModule, use: (url: URL) => Promise<Result>): Promise<Result> {
  const folder = join(module.folder, 'site-modules');
  const path = join(folder, `${module.fingerprint}-${process.pid}.mjs`);
  const file = files.get(path) ?? { users: 0, settled: Promise.resolve() };
  files.set(path, file);
  // After the removal a previous batch started, if any: the two never race.
  if (file.users === 0) file.settled = afterSettled(file, () => writeModuleFile(folder, path, module.code));
  file.users += 1;
  try {
    await file.settled;
    return await use(pathToFileURL(path));
  } finally {
    file.users -= 1;
    if (file.users === 0) {
      const removing = afterSettled(file, () => rm(path, { force: true }));
      file.settled = removing;
      await removing;
      if (file.users === 0 && file.settled === removing) files.delete(path);
    }
  }
}

/** `next`, once the file's last write or removal is over, whether it worked or not (a failed write is reported to its own batch). */
function afterSettled(file: ModuleFile, next: () => Promise<void>): Promise<void> {
  return file.settled.catch(() => undefined).then(next);
}

async function writeModuleFile(folder: string, path: string, code: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  await removeLeftovers(folder);
  await writeFile(path, code);
}

/** The files of processes that stopped without removing theirs (killed, say). */
async function removeLeftovers(folder: string): Promise<void> {
  const names = await readdir(folder);
  await Promise.all(
    names.map(async (name) => {
      const pid = Number(/-(\d+)\.mjs$/.exec(name)?.[1]);
      if (Number.isInteger(pid) && !isProcessRunning(pid)) await rm(join(folder, name), { force: true });
    }),
  );
}
