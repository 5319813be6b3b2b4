/**
 * Like Promise.all, but waits for every task before throwing the first failure (in
 * list order): a task still writing into the output must not race its removal.
 */
export async function settleAll<const Tasks extends readonly unknown[]>(
  tasks: Tasks,
): Promise<{ -readonly [Index in keyof Tasks]: Awaited<Tasks[Index]> }> {
  const results = await Promise.allSettled(tasks);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [Index in keyof Tasks]: Awaited<Tasks[Index]>;
  };
}
