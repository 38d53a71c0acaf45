/** `npm run leads`: its arguments (local-supabase/leads-args.ts), filters' query form and the weekly summary. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dayStart, HELP, parseArgs, USAGE } from "../../local-supabase/leads-args";
import { leadsTable, TERMINAL_COLUMNS } from "../../local-supabase/leads-table";
import { codePointLength } from "../../supabase/functions/_shared/contract/text";
import { readablePhone } from "../../supabase/functions/_shared/brazilian-numbers";
import { acquireStoreLock } from "../../local-supabase/store-lock";
import { formatSummary, sourceLabel, summarise, weekOf } from "../../local-supabase/leads-summary";
import {
  containsPattern,
  leadFilterFromQuery,
  leadFilterToQuery,
  searchPatterns,
} from "../../supabase/functions/_shared/lead-filter";
import { NO_SOURCE, type LeadSource } from "../../supabase/functions/_shared/contract/lead-source";
import type { StoredLead } from "../../supabase/functions/_shared/types";

describe("the arguments", () => {
  it("read every filter, dates as whole São Paulo days", () => {
    const options = parseArgs([
      "--failed",
      "--form",
      "full-quote",
      "--product",
      "veiculo",
      "--from",
      "2026-11-01",
      "--to",
      "2026-11-30",
      "--search",
      "ana silva",
      "--protocol",
      "2026-00042",
      "--csv",
    ]);
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
      wide: false,
      delimiter: ";",
      help: false,
    });
    expect(parseArgs(["--wide", "--pending"])).toMatchObject({ wide: true, filter: { status: "pending" } });
  });

  it.each([
    [["--form", "orcamento"], "--form: orcamento não é quote, contact, full-quote"],
    [["--from", "2026-02-30"], "data inválida: 2026-02-30"],
    [["--from"], "--from precisa de um valor"],
    [["--to", "9999-12-31"], "data fora do intervalo: 9999-12-31 (use um dia entre 2000-01-01 e 2099-12-31)"],
    [["--from", "1899-12-31"], "data fora do intervalo"],
    [["--from", "2026-11-30", "--to", "2026-11-01"], "--from é depois de --to"],
    [["--search", "a".repeat(101)], "--search tem 101 caracteres; o máximo é 100"],
    [["--search", "ana\u0000souza"], "--search tem caracteres de controle"],
    [["--search", "   "], "--search precisa de um texto"],
    [["--product", "p".repeat(200)], "--product tem 200 caracteres"],
    [["--csv", "--delimiter", '"'], '--delimiter: "\\"" não serve; use ";", ",", "|" ou tab'],
    [["--csv", "--delimiter", "ab"], '--delimiter: "ab" não serve'],
    [["--delimiter", ","], "só valem com --csv"],
    [["--output", "x.csv"], "só valem com --csv"],
    [["--protocol", "42"], "--protocol: 42 não é um protocolo"],
    [["--csv", "--summary"], "--csv e --summary não vão juntos"],
    [["--wide", "--csv"], "--wide só vale para a tabela"],
    [["--summary", "--wide"], "--wide só vale para a tabela"],
    [["--tudo"], "opção desconhecida: --tudo"],
  ])("refuse %j in pt-BR, then show the usage", (argv, message) => {
    let thrown: unknown;
    try {
      parseArgs(argv);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toContain(message);
    expect((thrown as Error).message.endsWith(`\n${USAGE}`)).toBe(true);
  });

  it("take the separators spreadsheets offer, and tab by name", () => {
    for (const [given, delimiter] of [
      [";", ";"],
      [",", ","],
      ["|", "|"],
      ["\t", "\t"],
      ["tab", "\t"],
    ]) {
      expect(parseArgs(["--csv", "--delimiter", given]).delimiter).toBe(delimiter);
    }
    expect(parseArgs(["--search", "a".repeat(100)]).filter.search).toHaveLength(100);
    expect(parseArgs(["--search", "  ana souza "]).filter.search).toBe("ana souza");
  });

  it("name a day by its start in São Paulo (UTC−3)", () => {
    expect(dayStart("2026-01-31")).toBe("2026-01-31T03:00:00.000Z");
    expect(dayStart("2026-12-31", true)).toBe("2027-01-01T03:00:00.000Z");
  });
});

describe("the filters' query form (the local server's /leads route)", () => {
  it("round-trips, and drops what is malformed", () => {
    const filter = {
      status: "pending" as const,
      spam: false,
      formType: "quote" as const,
      product: "Seguro Auto",
      from: "2026-11-01T03:00:00.000Z",
      search: "50%_off",
      protocol: "2026-00042",
    };
    expect(leadFilterFromQuery(new URLSearchParams(leadFilterToQuery(filter)))).toEqual(filter);
    expect(
      leadFilterFromQuery(new URLSearchParams("status=lost&spam=maybe&formType=x&from=ontem&protocol=1;drop")),
    ).toEqual({});
  });

  it("searches for the words literally (LIKE's wildcards escaped), each word a pattern of its own", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(searchPatterns("  ana \t souza ")).toEqual(["%ana%", "%souza%"]);
  });

  it("leaves out a search with control characters and cuts a long one at 100 code points", () => {
    expect(leadFilterFromQuery(new URLSearchParams({ search: "ana\u0000", product: "x\u0007" }))).toEqual({});
    expect(leadFilterFromQuery(new URLSearchParams({ search: "😀".repeat(150) })).search).toBe("😀".repeat(100));
  });
});

describe("--help", () => {
  it("asks for the help in pt-BR, whatever else is given (the command prints it and exits 0)", () => {
    expect(parseArgs(["--help"]).help).toBe(true);
    expect(parseArgs(["--csv", "-h", "--tudo"]).help).toBe(true);
    expect(parseArgs([]).help).toBe(false);
    expect(HELP).toContain(USAGE);
    for (const option of [
      "--csv",
      "--output",
      "--summary",
      "--search",
      "--protocol",
      "--delimiter",
      "--wide",
      "--help",
    ])
      expect(HELP).toMatch(new RegExp(`^  ${option}`, "m"));
  });

  it("fits an 80-column terminal, the usage too", () => {
    const lines = HELP.split("\n");
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.filter((line) => codePointLength(line) > 80)).toEqual([]);
  });
});

describe("the listing", () => {
  const lead = (fields: Partial<StoredLead>) =>
    ({
      protocol: "2026-00042",
      receivedAt: "2026-11-24T12:00:00.000Z",
      formType: "contact",
      name: "Maria da Silva",
      email: "maria.silva@example.com",
      phone: "11987654321",
      insuranceType: null,
      subject: null,
      source: NO_SOURCE,
      deliveryStatus: "delivered",
      spamReason: null,
      attempts: 1,
      lastError: null,
      ...fields,
    }) as StoredLead;

  it.each([
    ["11987654321", "(11) 98765-4321"],
    ["(11) 3000-0000", "(11) 3000-0000"],
    ["011 98765 4321", "(11) 98765-4321"],
    ["+55 11 98765-4321", "(11) 98765-4321"],
    ["005511987654321", "(11) 98765-4321"],
    ["5511987654321", "(11) 98765-4321"],
    ["+1 415 555 0100", "+1 415 555 0100"],
    ["98765-4321", "98765-4321"],
    [" +351 912 345 678 ", "+351 912 345 678"],
  ])("shows the phone %j as %j, the staff mail's way", (typed, shown) => {
    expect(readablePhone(typed)).toBe(shown);
  });

  it("in the full table (--wide), shows the whole e-mail and the formatted phone, and keeps every column aligned", () => {
    const long = "maria.aparecida.dos.santos.oliveira@empresa-de-exemplo.com.br";
    const text = leadsTable(
      [
        lead({}),
        lead({ protocol: "2026-00043", email: long, phone: "+55 11 3000-0000" }),
        lead({ protocol: "2026-00044", email: "", phone: "" }),
      ],
      "teste",
      Infinity,
    );
    const lines = text.split("\n");
    expect(lines[1]).toContain("maria.silva@example.com");
    expect(lines[1]).toContain("(11) 98765-4321");
    expect(lines[2]).toContain(long);
    expect(lines[2]).toContain("(11) 3000-0000");
    expect(text).not.toMatch(/example\.com…|98765-43…/);
    // The columns after the contact start where their titles do, in every row.
    for (const line of lines.slice(1, 4)) expect(line.indexOf("direto / sem origem")).toBe(lines[0].indexOf("Origem"));
    for (const line of lines.slice(1, 4)) expect(line.indexOf("entregue")).toBe(lines[0].indexOf("Situação"));
  });

  // A name at its limit (120 code points, accents and a letter outside the BMP), the longest e-mails.
  const longName = `Maria Aparecida dos Santos Oliveira de Bragança ${"𝓪".repeat(40)} ${"é".repeat(31)}`;
  const email68 = `${"a".repeat(49)}@empresa-exemplo.br`;
  const email75 = `${"b".repeat(56)}@empresa-exemplo.br`;
  const email254 = `${"c".repeat(64)}@${"d".repeat(177)}.example.com`;
  const campaign = { ...NO_SOURCE, utmSource: "google", utmMedium: "cpc", utmCampaign: "auto-sp-nov" };
  const leads = [
    lead({ name: longName, formType: "full-quote", insuranceType: "veiculo", source: campaign }),
    lead({ protocol: "2026-00043", email: email68, phone: "+55 11 3000-0000", deliveryStatus: "pending" }),
    lead({
      protocol: "2026-00044",
      email: email75,
      deliveryStatus: "failed",
      attempts: 8,
      lastError: `Resend 422: ${"domínio não verificado ".repeat(6)}`,
      spamReason: "campo oculto preenchido (honeypot)",
    }),
    lead({ protocol: "2026-00045", email: "", phone: "" }),
  ];

  it("fits 80 columns by default, counted in code points, with long names and e-mails", () => {
    expect(longName).toHaveLength(120 + 40);
    expect(codePointLength(longName)).toBe(120);
    expect([email68.length, email75.length, email254.length]).toEqual([68, 75, 254]);
    const lines = leadsTable(leads, "banco local em /tmp/x").split("\n");
    expect(lines.filter((line) => codePointLength(line) > TERMINAL_COLUMNS)).toEqual([]);
    // Each lead starts a line with its protocol; the lines that follow are indented under the date.
    expect(lines.filter((line) => /^\d{4}-\d{5} /.test(line)).map((line) => line.slice(0, 10))).toEqual([
      "2026-00042",
      "2026-00043",
      "2026-00044",
      "2026-00045",
    ]);
    expect(lines[3]).toBe(`2026-00042  24/11/2026, 09:00:00  Maria Aparecida dos Santos Oliveira…  entregue`);
    expect(codePointLength(lines[3])).toBe(80);
    expect(lines[4]).toBe(`${" ".repeat(12)}Cotação completa · Seguro de Veículo · google / cpc / auto-sp-nov`);
    expect(lines).toContain(`${" ".repeat(12)}maria.silva@example.com  (11) 98765-4321`);
    expect(lines.slice(-2)).toEqual([
      "4 lead(s): 1 pendente(s), 1 com falha, 2 entregue(s); 1 possível(is) spam.",
      "Fonte: banco local em /tmp/x.",
    ]);
  });

  it("shows the e-mail and the phone whole, each on its own line when they do not fit one", () => {
    const lines = leadsTable(leads, "teste").split("\n");
    const indent = " ".repeat(12);
    // 12 + 68 columns: the e-mail fits under the indent, the phone goes below it.
    expect(lines).toContain(indent + email68);
    expect(lines[lines.indexOf(indent + email68) + 1]).toBe(`${indent}(11) 3000-0000`);
    // Longer than the 68 after the indent: from the first column, still whole.
    expect(lines).toContain(email75);
    expect(lines.join("\n")).not.toMatch(/@[^\s]*…/);
    // Past 80 columns an e-mail is still whole, alone on its line (the terminal wraps it, a copy keeps it one).
    const alone = leadsTable([lead({ email: email254 })], "teste").split("\n");
    expect(alone.filter((line) => codePointLength(line) > TERMINAL_COLUMNS)).toEqual([email254]);
  });

  it("says why a lead is not delivered yet, and marks possible spam", () => {
    const lines = leadsTable(leads, "teste").split("\n");
    const failed = lines.findIndex((line) => line.startsWith("2026-00044"));
    expect(lines[failed]).toMatch(/ falhou$/);
    expect(lines[failed + 1]).toBe(`${" ".repeat(12)}Mensagem de contato · possível spam · direto / sem origem`);
    expect(lines.slice(failed + 2, failed + 4)).toEqual([email75, `${" ".repeat(12)}(11) 98765-4321`]);
    expect(lines[failed + 4]).toMatch(/^ {12}8 tentativa\(s\); último erro: Resend 422: domínio não verificado .*…$/);
    expect(lines.filter((line) => line.includes("tentativa(s)"))).toHaveLength(1);
  });

  it("prints the full table, one line per lead, when the terminal is wide enough for it", () => {
    const fits = leadsTable(leads.slice(0, 2), "teste", 400).split("\n");
    expect(fits[0]).toMatch(/^Protocolo +Recebido em +Formulário +Nome +E-mail +Telefone +Produto +Origem +Situação/);
    expect(fits.slice(1, 3).map((line) => line.slice(0, 10))).toEqual(["2026-00042", "2026-00043"]);
    expect(fits[3]).toBe("");
    const width = Math.max(...fits.slice(0, 3).map(codePointLength));
    expect(leadsTable(leads.slice(0, 2), "teste", width).split("\n")[1].slice(0, 10)).toBe("2026-00042");
    expect(leadsTable(leads.slice(0, 2), "teste", width - 1).split("\n")[0]).toMatch(/^Protocolo +Recebido em +Nome/);
  });
});

describe("the weekly summary", () => {
  const lead = (
    receivedAt: string,
    insuranceType: string | null,
    source: Partial<LeadSource> = {},
    spamReason: string | null = null,
  ) =>
    ({
      formType: "full-quote",
      insuranceType,
      subject: null,
      receivedAt,
      spamReason,
      source: { ...NO_SOURCE, ...source },
    }) as StoredLead;

  it("groups by the Monday of the week in São Paulo", () => {
    // Sunday 23:30 in São Paulo is Monday 02:30 UTC: still the week before.
    expect(weekOf("2026-11-23T02:30:00.000Z")).toBe("2026-11-16");
    expect(weekOf("2026-11-23T03:00:00.000Z")).toBe("2026-11-23");
  });

  it("counts leads per week by product and by source, newest week first, spam left out", () => {
    const weeks = summarise([
      lead("2026-11-24T12:00:00.000Z", "veiculo", {
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "auto-sp-nov",
      }),
      lead("2026-11-25T12:00:00.000Z", "veiculo", {
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "auto-sp-nov",
      }),
      lead("2026-11-25T13:00:00.000Z", "vida", { referrerOrigin: "https://www.instagram.com" }),
      lead("2026-11-26T13:00:00.000Z", "vida", {}, "campo oculto preenchido (honeypot)"),
      lead("2026-11-17T13:00:00.000Z", null),
    ]);
    expect(weeks).toEqual([
      {
        week: "2026-11-23",
        total: 3,
        byProduct: [
          ["Seguro de Veículo", 2],
          ["Seguro de Vida", 1],
        ],
        bySource: [
          ["google / cpc / auto-sp-nov", 2],
          ["www.instagram.com", 1],
        ],
      },
      { week: "2026-11-16", total: 1, byProduct: [["não informado", 1]], bySource: [["direto / sem origem", 1]] },
    ]);
    expect(formatSummary(weeks)).toContain("Semana de 23/11/2026: 3 lead(s)");
    expect(formatSummary([])).toBe("Nenhum lead no período.");
    expect(sourceLabel(lead("2026-11-24T12:00:00.000Z", null))).toBe("direto / sem origem");
  });
});

describe("the database lock (the server and the command never open PGlite together)", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-lock-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is held by one process at a time, names its holder and the server's address, and is released", async () => {
    const first = await acquireStoreLock(dir, "server");
    if (!("lock" in first)) throw new Error("not acquired");
    await first.lock.setUrl("http://127.0.0.1:54321");
    expect(await acquireStoreLock(dir, "leads")).toEqual({
      heldBy: { pid: process.pid, role: "server", url: "http://127.0.0.1:54321" },
    });
    expect(fs.statSync(path.join(dir, "pglite.lock")).mode & 0o777).toBe(0o600);
    await first.lock.release();
    const second = await acquireStoreLock(dir, "leads");
    expect("lock" in second).toBe(true);
    if ("lock" in second) await second.lock.release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("takes over a lock whose process has died, or that cannot be read", async () => {
    for (const left of [JSON.stringify({ pid: 999_999_999, role: "server", url: "http://127.0.0.1:1" }), "{ half"]) {
      fs.writeFileSync(path.join(dir, "pglite.lock"), left);
      const outcome = await acquireStoreLock(dir, "leads");
      expect("lock" in outcome).toBe(true);
      expect(JSON.parse(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8"))).toEqual({
        pid: process.pid,
        role: "leads",
      });
      if ("lock" in outcome) await outcome.lock.release();
    }
  });
});
