/** A deploy that cannot go on, with a message that says what to do about it. */
export class DeployError extends Error {
  override readonly name = 'DeployError';
}

/** The text a failed deploy prints. */
export function describeDeployError(error: unknown): string {
  if (error instanceof DeployError) return `Deploy failed: ${error.message}`;
  // Anything else is a bug in sitegen: the stack is what a report of it needs.
  if (error instanceof Error) return `Deploy failed: ${error.stack ?? error.message}`;
  return `Deploy failed: ${String(error)}`;
}
