/**
 * The seeds a run draws its sequences with: DEV_VS_BUILD_SEED=1234 replays that one
 * seed; DEV_VS_BUILD_SEEDS=200 runs seeds 1 to 200; otherwise seeds 1 to `byDefault`.
 */
export function seedsToRun(byDefault: number, env: NodeJS.ProcessEnv = process.env): number[] {
  const one = env.DEV_VS_BUILD_SEED;
  if (one !== undefined) return [wholeNumber('DEV_VS_BUILD_SEED', one)];
  const count = env.DEV_VS_BUILD_SEEDS === undefined ? byDefault : wholeNumber('DEV_VS_BUILD_SEEDS', env.DEV_VS_BUILD_SEEDS);
  return Array.from({ length: count }, (_, index) => index + 1);
}

function wholeNumber(name: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, not '${value}'`);
  return Number(value);
}

/** How to run one seed again, for a failure's message. */
export function replayCommand(seed: number, testName: string): string {
  return `Replay: DEV_VS_BUILD_SEED=${seed} npx vitest run test/dev-versus-build.test.ts -t ${JSON.stringify(testName)}`;
}
