/**
 * Group commit for the lead path's writes: a call made while the previous batch is still in flight
 * waits for it, then goes out with the others that waited, as one statement. A call made alone goes
 * at once, so a quiet site waits for nothing it did not wait for before; a busy one makes one round
 * trip and one commit for many leads instead of one each (docs/speed.md, "Writes in batches").
 *
 * A batch fails or succeeds as one transaction: its callers all get its error, as each would have
 * got its own, and each handles it as before (a lead's answer fails, a delivery is retried).
 */
export function batched<In, Out>(
  run: (inputs: In[]) => Promise<Out[]>,
  /** The most calls in one statement (its arrays' length). */
  maxSize = 100,
): (input: In) => Promise<Out> {
  let waiting: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  let inFlight = false;

  async function drain() {
    inFlight = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxSize);
      waiting = waiting.slice(maxSize);
      try {
        const outs = await run(batch.map((call) => call.input));
        if (outs.length !== batch.length) throw new Error(`a batch of ${batch.length} returned ${outs.length} results`);
        batch.forEach((call, index) => call.resolve(outs[index]));
      } catch (error) {
        for (const call of batch) call.reject(error);
      }
    }
    inFlight = false;
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!inFlight) void drain();
    });
}
