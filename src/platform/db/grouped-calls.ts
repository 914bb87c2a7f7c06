/** A per-input failure returned by a batch function: that input's caller gets `error`. */
export class CallFailed {
  constructor(readonly error: unknown) {}
}

/**
 * Turns a batch function into a single-item one whose concurrent calls share round trips, the
 * way Postgres' own group commit does: a call runs at once while fewer than `maxInFlight`
 * batches are running; otherwise it waits and goes out with every call that queued behind it
 * (up to `maxBatch`) as soon as a batch finishes. Idle, nothing waits; under load, one
 * statement serves many callers instead of each holding a pooled connection.
 *
 * `run` must return one result per input, in input order; a `CallFailed` result rejects only
 * that caller. If `run` throws, every caller of that batch gets the error.
 */
export function groupedCalls<I, O>(
  run: (inputs: I[]) => Promise<(O | CallFailed)[]>,
  options: { maxBatch: number; maxInFlight: number },
): (input: I) => Promise<O> {
  interface Waiting {
    input: I;
    resolve: (output: O) => void;
    reject: (error: unknown) => void;
  }
  const waiting: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  const settle = (batch: Waiting[], outputs: (O | CallFailed)[]) => {
    if (outputs.length !== batch.length) throw new Error(`batch returned ${outputs.length} results for ${batch.length} inputs`);
    batch.forEach((call, i) => {
      const output = outputs[i]!;
      if (output instanceof CallFailed) call.reject(output.error);
      else call.resolve(output);
    });
  };

  function flush(): void {
    scheduled = false;
    while (inFlight < options.maxInFlight && waiting.length > 0) {
      const batch = waiting.splice(0, options.maxBatch);
      inFlight += 1;
      run(batch.map((call) => call.input))
        .then((outputs) => settle(batch, outputs))
        .catch((error: unknown) => batch.forEach((call) => call.reject(error)))
        .finally(() => {
          inFlight -= 1;
          flush();
        });
    }
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      // Calls made in the same turn of the event loop leave together.
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
