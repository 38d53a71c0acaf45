/** The simulators read and write numbers with the contract's one pt-BR number module. */
export {
  formatForField,
  formatPercent,
  formatReais,
  formatTyped,
  formatWhole,
  parseDecimal,
} from "../../supabase/functions/_shared/contract/numbers";
