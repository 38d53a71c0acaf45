import * as React from "react";
import { Text } from "@chakra-ui/react";
import { formatForField, formatPercent, formatReais } from "./numbers";
import { simplifiedDiscount } from "./income-tax";
import { simulatePrevidencia, type PgblSaving, type PrevidenciaRules } from "./previdencia";
import { previdenciaRules, ruleYear } from "./register-rules";
import { findRule } from "../rules/register";
import type { SimulatorRules, SimulatorsData } from "./fragments";
import { SimulatorShell, type SimulatorFieldSpec, type SimulatorPage } from "./SimulatorShell";
import { SimulatorResults, type ResultRow } from "./SimulatorResults";

type Key = "contribution" | "years" | "annualReturn" | "grossIncome" | "otherDeductions";

const FIELDS: readonly SimulatorFieldSpec<Key>[] = [
  { key: "contribution", label: "Contribuição mensal (R$)", unit: "reais" },
  { key: "years", label: "Anos até o resgate", unit: "years" },
  { key: "annualReturn", label: "Rentabilidade líquida de taxas (% ao ano)", unit: "percent" },
  { key: "grossIncome", label: "Renda bruta tributável (R$ por ano)", unit: "reais" },
  { key: "otherDeductions", label: "INSS, dependentes, saúde e educação (R$ por ano)", unit: "reais" },
];

const NONE = "—";

/** Why PGBL's deduction saves nothing, when it does not; null when it saves. */
function noSavingReason(saving: PgblSaving, rules: PrevidenciaRules, inputs: Record<Key, number>): string | null {
  if (saving.saving > 0) return null;
  if (saving.without.tax === 0) return "Seu imposto do ano já é zero sem o PGBL: a dedução dele não tem o que reduzir.";
  const discount = simplifiedDiscount(rules, inputs.grossIncome);
  return `A dedução do PGBL não reduz o seu imposto: ela só vale na declaração completa, e a simplificada continua mais barata para você, porque o desconto simplificado (${formatReais(discount)}) já cobre as suas deduções somadas às do PGBL (${formatReais(inputs.otherDeductions + saving.deduction)}).`;
}

/** "2 anos", "1 ano": a line of the regressive table, in years. */
const inYears = (months: number) => `${formatForField(months / 12, false)} ${months === 12 ? "ano" : "anos"}`;

export function PrevidenciaSimulator({
  data,
  rules,
  page,
}: {
  data: SimulatorsData["previdencia"];
  rules: SimulatorRules;
  page: SimulatorPage;
}) {
  const taxRules = React.useMemo(() => previdenciaRules(rules, data.rules), [rules, data]);
  const year = ruleYear(findRule(rules, data.rules.incomeTax));
  const brackets = taxRules.regressiveBrackets;
  const [first, last, beforeLast] = [brackets[0], brackets[brackets.length - 1], brackets[brackets.length - 2]];
  return (
    <SimulatorShell
      page={page}
      product="previdencia"
      title="Simule sua previdência: PGBL ou VGBL"
      label="Simulador de previdência"
      fields={FIELDS}
      example={data.defaults}
      ranges={data.ranges}
      caveats={[
        `Rentabilidade não garantida. No resgate pela tabela regressiva, cada contribuição paga de ${formatPercent(first.rate)} (até ${inYears(first.upTo ?? 0)}) a ${formatPercent(last.rate)} (mais de ${inYears(beforeLast?.upTo ?? 0)}): sobre tudo no PGBL, só sobre os rendimentos no VGBL. A tabela progressiva pode ser escolhida até o primeiro resgate.`,
        `O PGBL deduz até ${formatPercent(taxRules.pgblLimitPercent)} da renda bruta, só na declaração completa e para quem contribui ao INSS ou a regime próprio. A economia de cada ano é reinvestida num VGBL à mesma rentabilidade.`,
        `No VGBL, contribuições acima de ${formatReais(taxRules.vgblIof.yearlyLimit)} no ano pagam ${formatPercent(taxRules.vgblIof.percent)} de IOF sobre o excedente, descontado do valor aplicado.`,
      ]}
      sources
    >
      {(inputs) => {
        const result = inputs ? simulatePrevidencia(inputs, taxRules) : null;
        const show = (value: (shown: NonNullable<typeof result>) => number) =>
          result ? formatReais(value(result)) : NONE;
        const rows: ResultRow[] = [
          { label: "Saldo no resgate", value: show((r) => r.pgbl.balance), main: true },
          { label: "Total contribuído", value: show((r) => r.contributed) },
          { label: "Rendimentos", value: show((r) => r.pgbl.balance - r.contributed) },
          ...(result && result.yearlyIof > 0
            ? [
                { label: "IOF do VGBL por ano", value: formatReais(result.yearlyIof) },
                { label: "Saldo no VGBL, após o IOF", value: formatReais(result.vgbl.balance) },
              ]
            : []),
        ];
        const saving = result?.saving;
        const tax: ResultRow[] = [
          {
            label: `Imposto sem o PGBL${saving ? ` (${saving.without.model})` : ""}`,
            value: show((r) => r.saving.without.tax),
          },
          {
            label: `Imposto com o PGBL${saving ? ` (${saving.with.model})` : ""}`,
            value: show((r) => r.saving.with.tax),
          },
          { label: "Economia de IR por ano", value: show((r) => r.saving.saving), main: true },
        ];
        const withdrawal: ResultRow[] = [
          { label: "Imposto no PGBL", value: show((r) => r.pgbl.tax) },
          { label: "Imposto no VGBL", value: show((r) => r.vgbl.tax) },
          { label: "Líquido no PGBL", value: show((r) => r.pgbl.net) },
          { label: "Líquido no VGBL", value: show((r) => r.vgbl.net) },
          { label: "Economia de IR reinvestida", value: show((r) => r.reinvestedSaving) },
          { label: "PGBL mais a economia reinvestida", value: show((r) => r.pgbl.net + r.reinvestedSaving) },
        ];
        const reason = result && inputs ? noSavingReason(result.saving, taxRules, inputs) : null;
        return {
          results: (
            <>
              <SimulatorResults title="Acumulação" rows={rows} />
              <SimulatorResults title={`Imposto de renda de ${year}, no modelo mais barato`} rows={tax}>
                {reason && (
                  <Text mt={2} color="gray.700" fontSize="sm">
                    {reason}
                  </Text>
                )}
              </SimulatorResults>
              <SimulatorResults title="PGBL ou VGBL: um único resgate ao final" rows={withdrawal} />
            </>
          ),
          chat: inputs ? { product: "previdencia", contribution: inputs.contribution, years: inputs.years } : null,
          summary: result
            ? `Economia de IR por ano com o PGBL: ${formatReais(result.saving.saving)}. Líquido no PGBL ${formatReais(result.pgbl.net)}, no VGBL ${formatReais(result.vgbl.net)}.`
            : "Há campos a corrigir na simulação de previdência.",
        };
      }}
    </SimulatorShell>
  );
}
