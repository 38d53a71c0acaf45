import * as React from "react";
import { FormControl, FormLabel, Link } from "@chakra-ui/react";
import { checkFields, type Unit } from "../../simulators/fields";
import { formatForField, formatPercent, formatReais } from "../../simulators/numbers";
import { simulatePrevidencia, type PrevidenciaRules } from "../../simulators/previdencia";
import { proposalPath } from "../../simulators/proposal";
import { quotePath, ROUTES } from "../../lib/routes";
import { labelStyles } from "../forms/field-styles";
import type { SimulatorsData } from "./fragments";
import { RULES_ID } from "./RuleSources";
import { SimulatorCard } from "./SimulatorCard";
import { SimulatorSelect } from "./SimulatorControl";
import { SimulatorField } from "./SimulatorField";
import { SimulatorResults, type ResultRow } from "./SimulatorResults";
import { useAnnouncement } from "./useAnnouncement";
import { useSimulatorValues } from "./useSimulatorValues";

type Key = "contribution" | "years" | "annualReturn" | "grossIncome";

const FIELDS: readonly { key: Key; label: string; unit: Unit }[] = [
  { key: "contribution", label: "Contribuição mensal (R$)", unit: "reais" },
  { key: "years", label: "Anos até o resgate", unit: "years" },
  { key: "annualReturn", label: "Rentabilidade líquida de taxas (% ao ano)", unit: "percent" },
  { key: "grossIncome", label: "Renda bruta tributável (R$ por ano)", unit: "reais" },
];

const COMPLETE = "completeReturn";
const YES = "Sim";
const NO = "Não";
const NONE = "—";

export function PrevidenciaSimulator({ data }: { data: SimulatorsData["previdencia"] }) {
  const initial = React.useMemo(
    () => ({
      ...(Object.fromEntries(
        FIELDS.map(({ key, unit }) => [key, formatForField(data.defaults[key], unit === "reais")]),
      ) as Record<Key, string>),
      [COMPLETE]: data.defaults.completeReturn ? YES : NO,
    }),
    [data],
  );
  const rules: PrevidenciaRules = React.useMemo(
    () => ({
      regressiveBrackets: data.regressiveTable.brackets,
      incomeTaxBrackets: data.incomeTax.brackets,
      exemptUpTo: data.incomeTax.exemptUpTo,
      pgblLimitPercent: data.pgblDeduction.limitPercent,
    }),
    [data],
  );
  const { values, field, formRef, changed } = useSimulatorValues(initial);
  const specs = Object.fromEntries(FIELDS.map(({ key, unit }) => [key, { unit, range: data.ranges[key] }])) as Record<
    Key,
    { unit: Unit; range: { min: number; max: number } }
  >;
  const { errors, values: inputs } = checkFields(values, specs);
  const completeReturn = values[COMPLETE] === YES;
  const result = inputs ? simulatePrevidencia({ ...inputs, completeReturn }, rules) : null;

  const rows: ResultRow[] = [
    { label: "Saldo no resgate", value: result ? formatReais(result.balance) : NONE, main: true },
    { label: "Total contribuído", value: result ? formatReais(result.contributed) : NONE },
    { label: "Rendimentos", value: result ? formatReais(result.earnings) : NONE },
  ];
  const withdrawal: ResultRow[] = [
    { label: "Imposto no PGBL", value: result ? formatReais(result.pgbl.tax) : NONE },
    { label: "Imposto no VGBL", value: result ? formatReais(result.vgbl.tax) : NONE },
    { label: "Líquido no PGBL", value: result ? formatReais(result.pgbl.net) : NONE },
    { label: "Líquido no VGBL", value: result ? formatReais(result.vgbl.net) : NONE },
  ];
  const deduction: ResultRow[] = [
    { label: "Dedução no IR por ano (PGBL)", value: result ? formatReais(result.yearlyDeduction) : NONE },
    {
      label: `Economia de IR por ano, à alíquota marginal${result ? ` de ${formatPercent(result.marginalRate)}` : ""}`,
      value: result ? formatReais(result.yearlySaving) : NONE,
    },
  ];
  const summary = result
    ? `Saldo no resgate: ${formatReais(result.balance)}. Líquido no PGBL ${formatReais(result.pgbl.net)}, no VGBL ${formatReais(result.vgbl.net)}.`
    : "Há campos a corrigir na simulação de previdência.";
  const year = data.incomeTax.year;

  return (
    <SimulatorCard
      id="simulador-previdencia"
      title="Simule sua previdência: PGBL ou VGBL"
      label="Simulador de previdência"
      formRef={formRef}
      fields={
        <>
          {FIELDS.map(({ key, label, unit }) => (
            <SimulatorField
              key={key}
              label={label}
              whole={unit === "years"}
              error={errors[key] ?? null}
              {...field(key)}
            />
          ))}
          <FormControl>
            <FormLabel {...labelStyles}>Faz a declaração completa do Imposto de Renda?</FormLabel>
            <SimulatorSelect {...field(COMPLETE)}>
              <option value={YES}>{YES}</option>
              <option value={NO}>{NO}</option>
            </SimulatorSelect>
          </FormControl>
        </>
      }
      results={
        <>
          <SimulatorResults title="Acumulação" rows={rows} />
          <SimulatorResults title="Um único resgate ao final, pela tabela regressiva" rows={withdrawal} />
          <SimulatorResults title="Benefício fiscal do PGBL" rows={deduction} />
        </>
      }
      caveats={[
        "Rentabilidade não garantida. Num único resgate ao final, cada contribuição paga a alíquota do tempo em que ficou aplicada, de 35 % (até 2 anos) a 10 % (mais de 10 anos): sobre o valor todo no PGBL, só sobre os rendimentos no VGBL.",
        "A alternativa é a tabela progressiva do imposto de renda (de 0 % a 27,5 %), acertada na declaração anual; a escolha pode esperar até o primeiro resgate (Lei nº 14.803/2024).",
        `O PGBL deduz até ${formatPercent(data.pgblDeduction.limitPercent)} da renda bruta tributável, só na declaração completa; a economia usa a alíquota marginal da tabela anual de ${year} sobre a renda informada.`,
      ]}
      announcement={useAnnouncement(summary, changed)}
      proposalPath={
        inputs
          ? proposalPath({
              product: "previdencia",
              inputs: {
                contribution: inputs.contribution,
                years: inputs.years,
                annualReturn: inputs.annualReturn,
                completeReturn,
              },
            })
          : quotePath("previdencia")
      }
      footer={
        <Link
          href={`${ROUTES.simulators}#${RULES_ID}`}
          display="inline-block"
          mt={6}
          color="brand.700"
          textDecoration="underline"
        >
          Fontes legais e datas das regras
        </Link>
      }
    />
  );
}
