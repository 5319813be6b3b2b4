/**
 * `npx tsx bench/inquiry-handler.ts`: the inquiry handler's throughput and latency
 * under concurrent load. It serves the handler through the Node http adapter with
 * the file sink (every answer waits for its line to be flushed to disk) on
 * 127.0.0.1 only, sends a fixed number of valid inquiries from a fixed number of
 * concurrent clients over keep-alive connections, and prints the medians of
 * several runs. The clients use node:http rather than fetch, whose overhead would
 * dominate; they share this process with the server all the same, so the figures
 * are a floor for a dedicated server.
 *
 * BENCH_REQUESTS (5000), BENCH_CONCURRENCY (50) and BENCH_RUNS (3) change the
 * load; every run is also cut off after BENCH_RUN_SECONDS (120).
 */
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultHandlerConfig } from '../templates/functions/inquiry/config.ts';
import { createFileSink } from '../templates/functions/inquiry/file-sink.ts';
import { createInquiryHandler } from '../templates/functions/inquiry/inquiry-handler.ts';
import { nodeListener } from '../src/functions/node-adapter.ts';
import { inquiryFunction } from '../templates/functions/inquiry/inquiry-function.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 5_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const runSeconds = Number(process.env.BENCH_RUN_SECONDS ?? 120);

interface RunFigures {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const percentile = (sorted: Float64Array, fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;

/** Sends one inquiry and resolves with the status once the whole answer has arrived. */
function send(agent: Agent, port: number, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const outgoing = request({ host: '127.0.0.1', port, path: '/api/inquiry', method: 'POST', agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A realistic inquiry: a few hundred bytes, different every time. */
const inquiryBody = (index: number) =>
  JSON.stringify({
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    message: `Hello, we are planning a Spring Boot migration (request ${index}) and would like to talk about timelines and team size.`,
  });

async function benchmarkRun(folder: string, run: number): Promise<RunFigures> {
  const file = join(folder, `inquiries-${run}.jsonl`);
  const sink = createFileSink(file);
  // Every request comes from 127.0.0.1: a rate limit would refuse nearly all of them.
  const handler = createInquiryHandler({ ...defaultHandlerConfig, rateLimit: null }, sink);
  const server = createServer(
    nodeListener(
      inquiryFunction(() => handler),
      { env: {} },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  // Cutting every connection makes the clients' pending requests fail, which ends the run.
  let overtime = false;
  const cutOff = setTimeout(() => {
    overtime = true;
    server.closeAllConnections();
  }, runSeconds * 1000);
  const latencies = new Float64Array(requests);
  let next = 0;
  let failures = 0;
  const client = async () => {
    while (next < requests && !overtime) {
      const index = next++;
      const started = performance.now();
      const status = await send(agent, port, inquiryBody(index));
      latencies[index] = performance.now() - started;
      if (status !== 200) failures++;
    }
  };
  try {
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, client)).catch((error: unknown) => {
      throw overtime ? new Error(`run ${run} took longer than ${runSeconds} s`) : error;
    });
    if (overtime) throw new Error(`run ${run} took longer than ${runSeconds} s`);
    const seconds = (performance.now() - started) / 1000;
    const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean).length;
    if (failures > 0 || lines !== requests)
      throw new Error(`run ${run}: ${failures} requests failed and ${lines} of ${requests} inquiries were stored`);
    const sorted = latencies.sort();
    return { requestsPerSecond: requests / seconds, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  } finally {
    clearTimeout(cutOff);
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await sink.close();
  }
}

const folder = await mkdtemp(join(tmpdir(), 'sitegen-inquiry-bench-'));
try {
  console.log(
    `Inquiry handler, Node http adapter + file sink on 127.0.0.1: ${requests} requests at concurrency ${concurrency}, ${runs} runs`,
  );
  const figures: RunFigures[] = [];
  for (let run = 1; run <= runs; run++) {
    const result = await benchmarkRun(folder, run);
    figures.push(result);
    console.log(
      `  run ${run}: ${result.requestsPerSecond.toFixed(0)} requests/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
    );
  }
  const throughput = median(figures.map((figure) => figure.requestsPerSecond));
  const p50 = median(figures.map((figure) => figure.p50));
  const p99 = median(figures.map((figure) => figure.p99));
  console.log(`Median of ${runs} runs: ${throughput.toFixed(0)} requests/s, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
} finally {
  await rm(folder, { recursive: true, force: true });
}
