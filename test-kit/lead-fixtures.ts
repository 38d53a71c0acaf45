import fs from "node:fs";
import path from "node:path";
import { NO_SOURCE, type LeadSource } from "../supabase/functions/_shared/contract/lead-source";
import type { LeadContext } from "../supabase/functions/_shared/types";
import type { QuoteQuestions } from "../supabase/functions/_shared/contract/quote-questions";
import { brokerageFromSite, type SiteContent } from "../supabase/functions/_shared/confirmation";
import type { ConfigDefaults } from "../supabase/functions/_shared/config";
import { ROOT } from "./paths";
import type { SimulatorProduct, SimulatorRanges } from "../src/simulators/proposal";

/** The full quote's questions as the site ships them (data/quote-questions.json): tests read the real content. */
export const QUOTE_QUESTIONS = JSON.parse(
  fs.readFileSync(path.join(ROOT, "data", "quote-questions.json"), "utf8"),
) as QuoteQuestions;

const simulators = JSON.parse(fs.readFileSync(path.join(ROOT, "data", "simulators.json"), "utf8")) as Record<
  SimulatorProduct,
  { ranges: SimulatorRanges[SimulatorProduct] }
>;
/** The simulators' ranges as the site ships them (data/simulators.json), which a quote link's numbers must respect. */
export const SIMULATOR_RANGES = {
  consorcio: simulators.consorcio.ranges,
  previdencia: simulators.previdencia.ranges,
  vida: simulators.vida.ranges,
} as SimulatorRanges;

/** A lead's source as the tests use it: a Google Ads visitor who landed on the car insurance page. */
export const CAMPAIGN_SOURCE: LeadSource = {
  landingPage: "/servicos/seguro-auto",
  referrerOrigin: "https://www.google.com",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "auto-sp-nov",
  utmTerm: null,
  utmContent: null,
};

/** The brokerage as the visitor's confirmation names it, from the site's own data/site.json. */
export const TEST_BROKERAGE = brokerageFromSite(
  JSON.parse(fs.readFileSync(path.join(ROOT, "data", "site.json"), "utf8")) as SiteContent,
);

/** The full quote's tipoSeguro values in the order docs/SPEC.md §3 lists them. */
export const SPEC_FULL_QUOTE_TYPES = [
  "veiculo",
  "residencia",
  "empresa",
  "vida",
  "viagem",
  "transporte",
  "fianca",
  "previdencia",
  "consorcio",
];

/** The full quote's body keys in the order docs/SPEC.md §7 lists them: formType, then its fields. */
export const FULL_QUOTE_BODY_KEYS = ["formType", "name", "email", "phone", "cpf", "insuranceType", "additionalDetails"];

/** What an entry gives readHandlerConfig besides the environment, as on a local run: the unit tests' function. */
export const TEST_CONFIG_DEFAULTS: ConfigDefaults = {
  brokerageName: "Corretora Tranquilidade",
  quoteQuestions: QUOTE_QUESTIONS,
  brokerage: TEST_BROKERAGE,
  privacyPath: "/politica-de-privacidade",
  leadsToEmail: "leads@localhost",
  leadsFromEmail: "site@localhost",
  clientHashSalt: "sal",
  clientIpFrom: "socket",
  siteUrl: "http://127.0.0.1:8000",
};

/** A lead's request context when the request told nothing: no page, origin, agent, client, spam reason, source or answers. */
export const BLANK_CONTEXT: LeadContext = {
  page: null,
  origin: null,
  userAgent: null,
  clientHash: null,
  spamReason: null,
  source: NO_SOURCE,
  quoteAnswers: null,
};
