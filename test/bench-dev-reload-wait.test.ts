import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { searchIndexServed } from '../bench/dev-reload-bench.ts';

/** Answers the search manifest with a 404 until `ready`, counting the requests. */
let server: Server;
let url: string;
let asked = 0;
let ready = false;

beforeAll(async () => {
  server = createServer((_request, response) => {
    asked += 1;
    response.statusCode = ready ? 200 : 404;
    response.end(ready ? '{"parts":[]}' : 'not yet');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the dev benchmark's wait for the search index", () => {
  it('asks again until the manifest is served', async () => {
    asked = 0;
    ready = false;
    const waiting = searchIndexServed(url, AbortSignal.timeout(10_000));
    await sleep(250);
    ready = true;
    await waiting;
    expect(asked).toBeGreaterThan(1);
  });

  it('stops asking once its signal is aborted', async () => {
    asked = 0;
    ready = false;
    await expect(searchIndexServed(url, AbortSignal.timeout(250))).rejects.toThrow();
    const askedByThen = asked;
    expect(askedByThen).toBeGreaterThan(0);
    await sleep(400);
    expect(asked).toBe(askedByThen);
  });
});
