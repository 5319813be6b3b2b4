/**
 * The deployable entry for hosts that call a Fetch-API handler exported as
 * `export default { fetch }`: Cloudflare Workers, Vercel Functions on the Node.js
 * runtime (a file under `api/`) and Netlify Functions (served at
 * `/.netlify/functions/{file name}` unless a redirect maps `/api/inquiry` to it).
 */
import { fetchEntry } from '../functions/fetch-entry.ts';
import inquiryFunction from './inquiry-function.ts';

export default fetchEntry(inquiryFunction);
