import { graphql } from "gatsby";

/**
 * What a simulator reads: from data/simulators.json its example, its fields' ranges and the ids of
 * the rules it cites; from the rules register (data/rules.json) those rules' numbers and tables
 * (SimulatorRuleFields) or, for the list of sources, their norm, address and dates (RuleSourceFields).
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
  fragment RuleSourceFields on Rule {
    id
    title
    norm
    sourceUrl
    effectiveFrom
    effectiveUntil
  }
  fragment SimulatorRangeFields on SimulatorRange {
    min
    max
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
      rules {
        financingRate
        contemplation
        credit
        instalments
        reserveFund
        adminFee
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
      rules {
        incomeTax
        simplifiedDiscount
        reduction
        pgblDeduction
        vgblIof
        regressiveTable
        regimeChoice
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
    }
  }
`;

export type SimulatorsData = Queries.SimulatorsFragment;
/** The register's rules as a simulator computes with them. */
export type SimulatorRules = readonly Queries.SimulatorRuleFieldsFragment[];
