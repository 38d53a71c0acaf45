import * as React from "react";
import { answerFieldName } from "../../supabase/functions/_shared/contract/form-bodies";
import { PRODUCT_PARAMETER } from "../../supabase/functions/_shared/contract/routes";
import { proposalOf, simulationFromQuery, type SimulatorRanges } from "../simulators/proposal";

/**
 * A quote opened from a simulator ("Quero uma proposta com estes valores"): its link carries the
 * simulation's numbers (src/simulators/proposal.ts). Once the form has hydrated, those within their
 * simulator's ranges fill the product's questions (so they reach the staff's mail by question id,
 * with the other answers: contract/quote-answers.ts), and the simulation's line, when every number
 * passed, opens "Outros detalhes", where the visitor sees it (and may change it) before it goes in
 * additionalDetails as their own text. Text typed there before stays after it.
 */
export function useSimulationAnswers(
  formRef: React.RefObject<HTMLFormElement | null>,
  setValue: (name: string, value: string) => void,
  ranges: SimulatorRanges,
): void {
  React.useEffect(() => {
    const simulation = simulationFromQuery(
      new URLSearchParams(location.search).get(PRODUCT_PARAMETER),
      location.search,
      ranges,
    );
    if (!simulation) return;
    const { answers, line } = proposalOf(simulation);
    for (const [id, value] of Object.entries(answers)) setValue(answerFieldName(simulation.product, id), value);
    if (line === null) return;
    const details = formRef.current?.elements.namedItem("outrosDetalhes");
    const typed = details instanceof HTMLTextAreaElement ? details.value.trim() : "";
    setValue("outrosDetalhes", typed === "" ? line : `${line}\n${typed}`);
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
