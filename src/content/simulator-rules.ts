/**
 * The rules of data/simulators.json that JSON Schema cannot say: each table's lines go up (months
 * in the regressive table, income in the annual income-tax table) and only the last one is open,
 * each field's range holds its example, and the minimum is below the maximum. Each problem is a
 * field path and a pt-BR reason, like the schema's own.
 */
import type { SchemaProblem } from "./content-schemas";

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => typeof value === "object" && value !== null && !Array.isArray(value);

/** Lines with an increasing `limit` key, all but the last; the last without it. */
function tableProblems(lines: unknown, limit: string, at: (string | number)[], unit: string): SchemaProblem[] {
  if (!Array.isArray(lines)) return [];
  const problems: SchemaProblem[] = [];
  let previous = -Infinity;
  lines.forEach((line, index) => {
    if (!isObject(line)) return;
    const value = line[limit];
    const last = index === lines.length - 1;
    if (last && value !== undefined && value !== null)
      problems.push({
        path: [...at, index, limit],
        reason: `a última faixa fica sem limite (apague ${limit}): ela vale para tudo acima da anterior`,
      });
    if (!last && typeof value !== "number")
      problems.push({
        path: [...at, index, limit],
        reason: `só a última faixa fica sem limite: informe até quantos ${unit} vale esta`,
      });
    if (typeof value === "number") {
      if (value <= previous)
        problems.push({
          path: [...at, index, limit],
          reason: `deve ser maior que o da faixa anterior (${previous}): as faixas vão da menor para a maior`,
        });
      previous = value;
    }
  });
  return problems;
}

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
  const previdencia = isObject(value.previdencia) ? value.previdencia : {};
  const regressive = isObject(previdencia.regressiveTable) ? previdencia.regressiveTable.brackets : undefined;
  const incomeTax = isObject(previdencia.incomeTax) ? previdencia.incomeTax.brackets : undefined;
  return [
    ...tableProblems(regressive, "upToMonths", ["previdencia", "regressiveTable", "brackets"], "meses"),
    ...tableProblems(incomeTax, "upTo", ["previdencia", "incomeTax", "brackets"], "reais"),
    ...["consorcio", "previdencia", "vida"].flatMap((name) => rangeProblems(value[name], name)),
  ];
}
