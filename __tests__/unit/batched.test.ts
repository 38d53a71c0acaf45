/**
 * The lead path's group commit (_shared/batched.ts): a call alone goes at once; calls made while a
 * batch is in flight go together in the next one, each getting its own result; a failed batch fails
 * each of its calls, and only those.
 */

import { batched } from "../../supabase/functions/_shared/batched";

/** A batch runner whose batches the test finishes by hand, in order. */
function manualRunner() {
  const batches: { inputs: number[]; finish: (error?: Error) => void }[] = [];
  const run = (inputs: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({
        inputs,
        finish: (error) => (error ? reject(error) : resolve(inputs.map((input) => `r${input}`))),
      });
    });
  return { batches, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("batched", () => {
  it("runs a call made alone at once, in a batch of its own", async () => {
    const { batches, run } = manualRunner();
    const call = batched(run);
    const result = call(1);
    expect(batches.map((batch) => batch.inputs)).toEqual([[1]]);
    batches[0].finish();
    await expect(result).resolves.toBe("r1");
  });

  it("sends the calls made during a batch together next, each with its own result", async () => {
    const { batches, run } = manualRunner();
    const call = batched(run);
    const results = [call(1), call(2), call(3), call(4)];
    expect(batches.map((batch) => batch.inputs)).toEqual([[1]]);
    batches[0].finish();
    await settle();
    expect(batches.map((batch) => batch.inputs)).toEqual([[1], [2, 3, 4]]);
    const late = call(5);
    batches[1].finish();
    await settle();
    expect(batches.map((batch) => batch.inputs)).toEqual([[1], [2, 3, 4], [5]]);
    batches[2].finish();
    await expect(Promise.all([...results, late])).resolves.toEqual(["r1", "r2", "r3", "r4", "r5"]);
    // Idle again: the next call goes at once.
    call(6);
    expect(batches).toHaveLength(4);
  });

  it("splits what waited into batches of at most maxSize, in order", async () => {
    const { batches, run } = manualRunner();
    const call = batched(run, 2);
    const results = [1, 2, 3, 4, 5, 6].map((input) => call(input));
    for (let index = 0; index < 4; index += 1) {
      await settle();
      batches[index].finish();
    }
    await expect(Promise.all(results)).resolves.toEqual(["r1", "r2", "r3", "r4", "r5", "r6"]);
    expect(batches.map((batch) => batch.inputs)).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it("fails every call of a failed batch with its error, and goes on with the next batch", async () => {
    const { batches, run } = manualRunner();
    const call = batched(run);
    const first = call(1);
    const failing = [call(2), call(3)];
    batches[0].finish();
    await settle();
    const after = call(4);
    batches[1].finish(new Error("conexão perdida"));
    for (const result of failing) await expect(result).rejects.toThrow("conexão perdida");
    await settle();
    batches[2].finish();
    await expect(first).resolves.toBe("r1");
    await expect(after).resolves.toBe("r4");
  });

  it("fails the calls of a batch whose results do not match its calls one for one", async () => {
    const call = batched(async (inputs: number[]) => inputs.slice(1).map(String));
    await expect(call(1)).rejects.toThrow("a batch of 1 returned 0 results");
    await expect(call(2)).rejects.toThrow("a batch of 1 returned 0 results");
  });
});
