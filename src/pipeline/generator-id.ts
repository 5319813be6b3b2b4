import packageJson from '../../package.json' with { type: 'json' };

/**
 * Names the generator's version: what one version cached or rendered is never
 * trusted by another. bin/ names the compiled sources; running from the sources
 * (tests), the package version stands in.
 */
export function runningGeneratorId(): string {
  return process.env.SITEGEN_GENERATOR_ID ?? `sitegen ${packageJson.version}`;
}
