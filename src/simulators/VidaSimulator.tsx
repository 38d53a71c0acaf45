import * as React from "react";
import { checkFields, type Unit } from "./fields";
import { formatForField, formatReais } from "./numbers";
import { proposalPath } from "./proposal";
import { simulateVida } from "./vida";
import { quotePath } from "../../supabase/functions/_shared/contract/routes";
import type { SimulatorsData } from "./fragments";
import { SimulatorCard } from "./SimulatorCard";
import { SimulatorField } from "./SimulatorField";
import { SimulatorResults, type ResultRow } from "./SimulatorResults";
import { useAnnouncement } from "./useAnnouncement";
import { useSimulatorValues } from "./useSimulatorValues";

type Key = "monthlyExpenses" | "years" | "debts" | "education" | "reserves";

const FIELDS: readonly { key: Key; label: string; unit: Unit }[] = [
  { key: "monthlyExpenses", label: "Despesas mensais da família (R$)", unit: "reais" },
  { key: "years", label: "Anos de proteção", unit: "years" },
  { key: "debts", label: "Dívidas a quitar (R$)", unit: "reais" },
  { key: "education", label: "Educação futura dos filhos (R$)", unit: "reais" },
  { key: "reserves", label: "Reservas e seguros que já tem (R$)", unit: "reais" },
];

const CAVEATS = [
  "A cobertura sugerida é um ponto de partida: o valor contratado, o preço e as coberturas dependem da análise da seguradora (idade, saúde, profissão).",
  "A conta não considera inflação nem rendimento do dinheiro recebido.",
];

const NONE = "—";

export function VidaSimulator({ data }: { data: SimulatorsData["vida"] }) {
  const initial = React.useMemo(
    () =>
      Object.fromEntries(
        FIELDS.map(({ key, unit }) => [key, formatForField(data.defaults[key], unit === "reais")]),
      ) as Record<Key, string>,
    [data],
  );
  const { values, field, formRef, changed } = useSimulatorValues(initial, FIELDS);
  const specs = Object.fromEntries(FIELDS.map(({ key, unit }) => [key, { unit, range: data.ranges[key] }])) as Record<
    Key,
    { unit: Unit; range: { min: number; max: number } }
  >;
  const { errors, values: inputs } = checkFields(values, specs);
  const result = inputs ? simulateVida(inputs) : null;
  const years = inputs?.years ?? 0;

  const rows: ResultRow[] = [
    {
      label: result ? `Despesas por ${years} ${years === 1 ? "ano" : "anos"}` : "Despesas pelos anos de proteção",
      value: result ? formatReais(result.income) : NONE,
    },
    { label: "Mais dívidas a quitar", value: result ? formatReais(result.debts) : NONE },
    { label: "Mais educação futura", value: result ? formatReais(result.education) : NONE },
    { label: "Menos reservas e seguros", value: result ? formatReais(result.reserves) : NONE },
    { label: "Cobertura sugerida", value: result ? formatReais(result.cover) : NONE, main: true },
  ];
  const summary = result
    ? `Cobertura sugerida: ${formatReais(result.cover)}.`
    : "Há campos a corrigir na simulação do seguro de vida.";

  return (
    <SimulatorCard
      id="simulador-vida"
      title="Quanto de seguro de vida sua família precisa"
      label="Simulador de seguro de vida"
      formRef={formRef}
      fields={FIELDS.map(({ key, label, unit }) => (
        <SimulatorField key={key} label={label} whole={unit === "years"} error={errors[key] ?? null} {...field(key)} />
      ))}
      results={<SimulatorResults title="Cobertura" rows={rows} />}
      caveats={CAVEATS}
      announcement={useAnnouncement(summary, changed)}
      proposalPath={inputs ? proposalPath({ product: "vida", inputs }) : quotePath("vida")}
    />
  );
}
