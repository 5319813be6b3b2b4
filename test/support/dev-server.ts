import { join } from 'node:path';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.ts';
import type { TempProject } from './project.ts';

/** `sitegen dev` for a project, in this process, on `port` (a free one unless given), telling of no build. */
export function startQuietDevServer(project: TempProject, port = 0): Promise<DevServer> {
  return startDevServer({
    root: project.root,
    contentDir: join(project.root, 'content'),
    host: '127.0.0.1',
    port,
    describeError: String,
    onBuild: () => undefined,
  });
}
