import { join } from 'node:path';
import { nodeListener } from '../functions/node-adapter.ts';
import type { LocalServing } from '../functions/server-function.ts';
import inquiryFunction from '../inquiry/inquiry-function.ts';
import type { RequestListener } from '../serve/listen.ts';

/** Where a site's inquiry form posts, as dev and preview answer it. */
const inquiryPath = '/api/inquiry';

export interface LocalEndpointOptions {
  readonly root: string;
  readonly server: LocalServing['server'];
}

/** The inquiry handler as `sitegen dev` and `sitegen preview` serve it: configured by the same INQUIRY_* variables as a deployment. */
export function localInquiryEndpoint(options: LocalEndpointOptions): { path: string; listener: RequestListener } {
  const local: LocalServing = { server: options.server, folder: join(options.root, '.sitegen') };
  return { path: inquiryPath, listener: nodeListener(inquiryFunction, { env: process.env, local }) };
}
