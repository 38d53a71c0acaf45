import { graphql } from "gatsby";

/**
 * What a simulator reads: from data/simulators.json its example, its fields' ranges and the ids of
 * the rules it cites; from the rules register (data/rules.json) those rules' numbers and tables
 * (SimulatorRuleFields). The quote page reads the ranges too (a link's numbers are checked as the
 * simulator checks them), /simuladores the cited ids (the sources' list).
 */
export const simulatorFragments = graphql`
  fragment SimulatorRuleFields on Rule {
    id
    title
    effectiveFrom
    values {
      name
      label
      value
      unit
    }
    table {
      unit
      rows {
        upTo
        rate
        deduction
      }
    }
  }
  fragment SimulatorRangeFields on SimulatorRange {
    min
    max
  }
  fragment ConsorcioRangeFields on ConsorcioRanges {
    credit {
      ...SimulatorRangeFields
    }
    months {
      ...SimulatorRangeFields
    }
    adminFee {
      ...SimulatorRangeFields
    }
    reserveFund {
      ...SimulatorRangeFields
    }
    insurance {
      ...SimulatorRangeFields
    }
    financingRate {
      ...SimulatorRangeFields
    }
  }
  fragment ConsorcioRuleIds on ConsorcioRules {
    financingRate
    contemplation
    credit
    instalments
    reserveFund
    adminFee
  }
  fragment PrevidenciaRangeFields on PrevidenciaRanges {
    contribution {
      ...SimulatorRangeFields
    }
    years {
      ...SimulatorRangeFields
    }
    annualReturn {
      ...SimulatorRangeFields
    }
    grossIncome {
      ...SimulatorRangeFields
    }
    otherDeductions {
      ...SimulatorRangeFields
    }
  }
  fragment PrevidenciaRuleIds on PrevidenciaRules {
    incomeTax
    simplifiedDiscount
    reduction
    pgblDeduction
    vgblIof
    regressiveTable
    regimeChoice
  }
  fragment VidaRangeFields on VidaRanges {
    monthlyExpenses {
      ...SimulatorRangeFields
    }
    years {
      ...SimulatorRangeFields
    }
    debts {
      ...SimulatorRangeFields
    }
    education {
      ...SimulatorRangeFields
    }
    reserves {
      ...SimulatorRangeFields
    }
  }
  fragment Simulators on SimulatorsJson {
    consorcio {
      summary
      defaults {
        credit
        months
        adminFee
        reserveFund
        insurance
      }
      ranges {
        ...ConsorcioRangeFields
      }
      rules {
        ...ConsorcioRuleIds
      }
    }
    previdencia {
      summary
      defaults {
        contribution
        years
        annualReturn
        grossIncome
        otherDeductions
      }
      ranges {
        ...PrevidenciaRangeFields
      }
      rules {
        ...PrevidenciaRuleIds
      }
    }
    vida {
      summary
      defaults {
        monthlyExpenses
        years
        debts
        education
        reserves
      }
      ranges {
        ...VidaRangeFields
      }
    }
  }
`;

export type SimulatorsData = Queries.SimulatorsFragment;
/** The register's rules as a simulator computes with them. */
export type SimulatorRules = readonly Queries.SimulatorRuleFieldsFragment[];
