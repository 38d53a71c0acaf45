import { formatReais } from "./numbers";
import { simulateVida } from "./vida";
import type { SimulatorsData } from "./fragments";
import { SimulatorShell, type SimulatorFieldSpec, type SimulatorPage } from "./SimulatorShell";
import { SimulatorResults, type ResultRow } from "./SimulatorResults";

type Key = "monthlyExpenses" | "years" | "debts" | "education" | "reserves";

const FIELDS: readonly SimulatorFieldSpec<Key>[] = [
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

export function VidaSimulator({ data, page }: { data: SimulatorsData["vida"]; page: SimulatorPage }) {
  return (
    <SimulatorShell
      page={page}
      product="vida"
      title="Quanto de seguro de vida sua família precisa"
      label="Simulador de seguro de vida"
      fields={FIELDS}
      example={data.defaults}
      ranges={data.ranges}
      caveats={CAVEATS}
    >
      {(inputs) => {
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
        return {
          results: <SimulatorResults title="Cobertura" rows={rows} />,
          chat: result ? { product: "vida", cover: result.cover } : null,
          summary: result
            ? `Cobertura sugerida: ${formatReais(result.cover)}.`
            : "Há campos a corrigir na simulação do seguro de vida.",
        };
      }}
    </SimulatorShell>
  );
}
