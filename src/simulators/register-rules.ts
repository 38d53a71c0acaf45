/**
 * The simulators' rules, read from the rules register (data/rules.json) by the ids that
 * data/simulators.json cites: the content check guarantees each cited rule has the values and the
 * table its field names, so a miss here is a bug and throws.
 */
import { monthInWords } from "../rules/dates";
import { findRule, ruleTable, ruleValue, type Rule } from "../rules/register";
import type { PrevidenciaRules } from "./previdencia";

/** What the simulators read of a rule. */
export type RegisterRule = Pick<Rule, "id" | "effectiveFrom" | "values" | "table">;

/** data/simulators.json's previdencia.rules: a rule id for each use. */
export interface PrevidenciaCitations {
  incomeTax: string;
  simplifiedDiscount: string;
  reduction: string;
  pgblDeduction: string;
  vgblIof: string;
  regressiveTable: string;
}

export function previdenciaRules(rules: readonly RegisterRule[], cited: PrevidenciaCitations): PrevidenciaRules {
  const rule = (id: string) => findRule(rules, id);
  const reduction = rule(cited.reduction);
  const discount = rule(cited.simplifiedDiscount);
  const iof = rule(cited.vgblIof);
  return {
    table: ruleTable(rule(cited.incomeTax), "reais"),
    simplifiedDiscount: { percent: ruleValue(discount, "percentual"), cap: ruleValue(discount, "limite") },
    reduction: {
      rendaZerada: ruleValue(reduction, "rendaZerada"),
      reducaoMaxima: ruleValue(reduction, "reducaoMaxima"),
      rendaLimite: ruleValue(reduction, "rendaLimite"),
      parcelaFixa: ruleValue(reduction, "parcelaFixa"),
      coeficiente: ruleValue(reduction, "coeficiente"),
    },
    pgblLimitPercent: ruleValue(rule(cited.pgblDeduction), "limite"),
    regressiveBrackets: ruleTable(rule(cited.regressiveTable), "meses"),
    vgblIof: { percent: ruleValue(iof, "aliquota"), yearlyLimit: ruleValue(iof, "limiteAnual") },
  };
}

/** The calendar year a rule starts in: the annual income-tax table's year. */
export const ruleYear = (rule: Pick<Rule, "effectiveFrom">): number => Number(rule.effectiveFrom.slice(0, 4));

/** "dezembro de 2025": the month a statistic (a rule starting on its first day) is of. */
export function ruleMonth(rule: Pick<Rule, "effectiveFrom">): string {
  return monthInWords(rule.effectiveFrom);
}

/**
 * The financing's rate from a rule's average annual rate (taxaAnual, % a year): its monthly
 * equivalent, (1 + a)^(1/12) − 1, rounded to two decimals as the field shows it, so the page
 * computes with what it shows.
 */
export function financingRate(rule: Pick<Rule, "id" | "values">): { annual: number; monthly: number } {
  const annual = ruleValue(rule, "taxaAnual");
  return { annual, monthly: Math.round(((1 + annual / 100) ** (1 / 12) - 1) * 10000) / 100 };
}
