/** `npm run leads`: its arguments (local-supabase/leads-args.ts), filters' query form and the weekly summary. */
import { dayStart, parseArgs } from "../../local-supabase/leads-args";
import { formatSummary, sourceLabel, summarise, weekOf } from "../../local-supabase/leads-summary";
import { containsPattern, leadFilterFromQuery, leadFilterToQuery } from "../../supabase/functions/_shared/lead-filter";
import { NO_SOURCE, type LeadSource } from "../../supabase/functions/_shared/lead-source";
import type { StoredLead } from "../../supabase/functions/_shared/types";

describe("the arguments", () => {
  it("read every filter, dates as whole São Paulo days", () => {
    const options = parseArgs(["--failed", "--form", "full-quote", "--product", "veiculo", "--from", "2026-11-01", "--to", "2026-11-30", "--search", "ana silva", "--protocol", "2026-00042", "--csv"]);
    expect(options).toEqual({
      filter: {
        status: "failed",
        formType: "full-quote",
        product: "veiculo",
        from: "2026-11-01T03:00:00.000Z",
        to: "2026-12-01T03:00:00.000Z",
        search: "ana silva",
        protocol: "2026-00042",
      },
      csv: true,
      summary: false,
      delimiter: ";",
    });
  });

  it.each([
    [["--form", "orcamento"], "--form"],
    [["--from", "2026-02-30"], "data inválida"],
    [["--from"], "precisa de um valor"],
    [["--protocol", "42"], "não é um protocolo"],
    [["--csv", "--summary"], "não vão juntos"],
    [["--tudo"], "opção desconhecida"],
  ])("refuse %j in pt-BR", (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });

  it("name a day by its start in São Paulo (UTC−3)", () => {
    expect(dayStart("2026-01-31")).toBe("2026-01-31T03:00:00.000Z");
    expect(dayStart("2026-12-31", true)).toBe("2027-01-01T03:00:00.000Z");
  });
});

describe("the filters' query form (the local server's /leads route)", () => {
  it("round-trips, and drops what is malformed", () => {
    const filter = { status: "pending" as const, spam: false, formType: "quote" as const, product: "Seguro Auto", from: "2026-11-01T03:00:00.000Z", search: "50%_off", protocol: "2026-00042" };
    expect(leadFilterFromQuery(new URLSearchParams(leadFilterToQuery(filter)))).toEqual(filter);
    expect(leadFilterFromQuery(new URLSearchParams("status=lost&spam=maybe&formType=x&from=ontem&protocol=1;drop"))).toEqual({});
  });

  it("searches for the words literally (LIKE's wildcards escaped)", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("the weekly summary", () => {
  const lead = (receivedAt: string, insuranceType: string | null, source: Partial<LeadSource> = {}, spamReason: string | null = null) =>
    ({ formType: "full-quote", insuranceType, subject: null, receivedAt, spamReason, source: { ...NO_SOURCE, ...source } }) as StoredLead;

  it("groups by the Monday of the week in São Paulo", () => {
    // Sunday 23:30 in São Paulo is Monday 02:30 UTC: still the week before.
    expect(weekOf("2026-11-23T02:30:00.000Z")).toBe("2026-11-16");
    expect(weekOf("2026-11-23T03:00:00.000Z")).toBe("2026-11-23");
  });

  it("counts leads per week by product and by source, newest week first, spam left out", () => {
    const weeks = summarise([
      lead("2026-11-24T12:00:00.000Z", "veiculo", { utmSource: "google", utmMedium: "cpc", utmCampaign: "auto-sp-nov" }),
      lead("2026-11-25T12:00:00.000Z", "veiculo", { utmSource: "google", utmMedium: "cpc", utmCampaign: "auto-sp-nov" }),
      lead("2026-11-25T13:00:00.000Z", "vida", { referrerOrigin: "https://www.instagram.com" }),
      lead("2026-11-26T13:00:00.000Z", "vida", {}, "campo oculto preenchido (honeypot)"),
      lead("2026-11-17T13:00:00.000Z", null),
    ]);
    expect(weeks).toEqual([
      {
        week: "2026-11-23",
        total: 3,
        byProduct: [["Seguro de Veículo", 2], ["Seguro de Vida", 1]],
        bySource: [["google / cpc / auto-sp-nov", 2], ["www.instagram.com", 1]],
      },
      { week: "2026-11-16", total: 1, byProduct: [["não informado", 1]], bySource: [["direto / sem origem", 1]] },
    ]);
    expect(formatSummary(weeks)).toContain("Semana de 23/11/2026: 3 lead(s)");
    expect(formatSummary([])).toBe("Nenhum lead no período.");
    expect(sourceLabel(lead("2026-11-24T12:00:00.000Z", null))).toBe("direto / sem origem");
  });
});
