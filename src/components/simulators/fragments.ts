import { graphql } from "gatsby";

/** What a simulator reads from data/simulators.json: its example, its fields' ranges and its rules. */
export const simulatorFragments = graphql`
  fragment SimulatorRuleFields on SimulatorRule {
    source
    url
    effectiveFrom
    unverified
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
        financingRate
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
    }
    previdencia {
      summary
      defaults {
        contribution
        years
        annualReturn
        grossIncome
        completeReturn
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
      }
      regressiveTable {
        brackets {
          upToMonths
          rate
        }
        rule {
          ...SimulatorRuleFields
        }
      }
      incomeTax {
        year
        brackets {
          upTo
          rate
        }
        rule {
          ...SimulatorRuleFields
        }
        exemptUpTo
        exemptionRule {
          ...SimulatorRuleFields
        }
      }
      pgblDeduction {
        limitPercent
        rule {
          ...SimulatorRuleFields
        }
      }
      regimeChoice {
        ...SimulatorRuleFields
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
