/**
 * The rules of data/simulators.json that JSON Schema cannot say: each field's range holds its
 * example, and the minimum is below the maximum. (The tables the simulators compute with are the
 * rules register's, checked there: rule-checks.ts.) Each problem is a field path and a pt-BR
 * reason, like the schema's own.
 */
import type { SchemaProblem } from "./content-schemas";

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every simulator's ranges: min below max, the example inside. */
function rangeProblems(simulator: unknown, name: string): SchemaProblem[] {
  if (!isObject(simulator) || !isObject(simulator.ranges) || !isObject(simulator.defaults)) return [];
  const { ranges, defaults } = simulator;
  return Object.entries(ranges).flatMap(([key, range]): SchemaProblem[] => {
    if (!isObject(range) || typeof range.min !== "number" || typeof range.max !== "number") return [];
    if (range.min >= range.max)
      return [{ path: [name, "ranges", key, "max"], reason: `deve ser maior que o mínimo (${range.min})` }];
    const example = defaults[key];
    if (typeof example === "number" && (example < range.min || example > range.max)) {
      return [
        {
          path: [name, "defaults", key],
          reason: `o exemplo (${example}) fica fora dos limites do campo, de ${range.min} a ${range.max}`,
        },
      ];
    }
    return [];
  });
}

export function simulatorProblems(value: unknown): SchemaProblem[] {
  if (!isObject(value)) return [];
  return ["consorcio", "previdencia", "vida"].flatMap((name) => rangeProblems(value[name], name));
}
