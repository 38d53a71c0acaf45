/** A lead's source as the tests use it: a Google Ads visitor who landed on the car insurance page. */
import type { LeadSource } from "../supabase/functions/_shared/lead-source";

export const CAMPAIGN_SOURCE: LeadSource = {
  landingPage: "/servicos/seguro-auto",
  referrerOrigin: "https://www.google.com",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "auto-sp-nov",
  utmTerm: null,
  utmContent: null,
};
