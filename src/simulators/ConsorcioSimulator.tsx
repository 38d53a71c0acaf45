import { simulateConsorcio } from "./consorcio";
import { formatPercent, formatReais } from "./numbers";
import { financingRate, ruleMonth } from "./register-rules";
import { findRule } from "../rules/register";
import type { SimulatorRules, SimulatorsData } from "./fragments";
import { SimulatorShell, type SimulatorFieldSpec, type SimulatorPage } from "./SimulatorShell";
import { SimulatorResults, type ResultRow } from "./SimulatorResults";

type Key = "credit" | "months" | "adminFee" | "reserveFund" | "insurance" | "financingRate";

const FIELDS: readonly SimulatorFieldSpec<Key>[] = [
  { key: "credit", label: "Carta de crédito (R$)", unit: "reais" },
  { key: "months", label: "Prazo (meses)", unit: "months" },
  { key: "adminFee", label: "Taxa de administração total (%)", unit: "percent" },
  { key: "reserveFund", label: "Fundo de reserva (%)", unit: "percent" },
  { key: "insurance", label: "Seguro, opcional (% do crédito ao mês)", unit: "percent", optional: true },
  { key: "financingRate", label: "Juros do financiamento, para comparar (% ao mês)", unit: "percent" },
];

const NONE = "—";

export function ConsorcioSimulator({
  data,
  rules,
  page,
}: {
  data: SimulatorsData["consorcio"];
  rules: SimulatorRules;
  page: SimulatorPage;
}) {
  const rateRule = findRule(rules, data.rules.financingRate);
  const rate = financingRate(rateRule);
  return (
    <SimulatorShell
      page={page}
      product="consorcio"
      title="Simule a parcela do seu consórcio"
      label="Simulador de consórcio"
      fields={FIELDS}
      example={{ ...data.defaults, financingRate: rate.monthly }}
      ranges={data.ranges}
      caveats={[
        "Não há data garantida para a contemplação: ela vem por sorteio ou por lance, em qualquer mês do prazo. O crédito segue o preço do bem de referência na assembleia de contemplação, ou a atualização que o contrato prevê, e as parcelas, um percentual desse preço, mudam com ele.",
        "Os totais somam parcelas de meses diferentes, sem correção: não dizem qual sai mais barato. No financiamento o bem vem logo; no consórcio, na contemplação.",
        `O financiamento segue a tabela Price, com parcelas fixas, sem IOF, tarifas nem seguros. A taxa inicial, ${formatPercent(rate.monthly)} ao mês, equivale a ${formatPercent(rate.annual)} ao ano: ${rateRule.title.toLowerCase()} em ${ruleMonth(rateRule)}, segundo o Banco Central. Para um imóvel, informe a taxa da sua proposta.`,
      ]}
      sources
    >
      {(inputs) => {
        const result = inputs ? simulateConsorcio(inputs) : null;
        const rows: ResultRow[] = [
          { label: "Parcela mensal", value: result ? formatReais(result.monthlyPayment) : NONE, main: true },
          ...(result && result.insuranceMonthly > 0
            ? [{ label: "Seguro incluído na parcela", value: formatReais(result.insuranceMonthly) }]
            : []),
          { label: "Total pago", value: result ? formatReais(result.totalPaid) : NONE },
          {
            label: "Custo total sobre o crédito",
            value: result ? formatPercent(Math.round(result.totalCostPercent * 100) / 100) : NONE,
          },
        ];
        const financing: ResultRow[] = [
          { label: "Parcela do financiamento", value: result ? formatReais(result.financing.instalment) : NONE },
          { label: "Total pago no financiamento", value: result ? formatReais(result.financing.totalPaid) : NONE },
        ];
        return {
          results: (
            <>
              <SimulatorResults title="Consórcio" rows={rows} />
              <SimulatorResults title="O mesmo crédito financiado" rows={financing} />
            </>
          ),
          chat:
            inputs && result
              ? {
                  product: "consorcio",
                  credit: inputs.credit,
                  months: inputs.months,
                  instalment: result.monthlyPayment,
                }
              : null,
          summary: result
            ? `Parcela do consórcio: ${formatReais(result.monthlyPayment)} por mês; total pago ${formatReais(result.totalPaid)}.`
            : "Há campos a corrigir na simulação do consórcio.",
        };
      }}
    </SimulatorShell>
  );
}
