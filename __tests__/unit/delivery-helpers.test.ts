/** The small pure pieces of lead delivery, and the Resend mailer against the Resend stand-in. */

import { leadsToCsv, csvField } from "../../local-supabase/leads-csv";
import { DELIMITERS } from "../../local-supabase/leads-args";
import { pageFromReferer } from "../../supabase/functions/_shared/referer";
import {
  clientAddress,
  normalizeAddress,
  parseClientIpSources,
  rateLimitBucket,
} from "../../supabase/functions/_shared/client-address";
import { dedupeKey } from "../../supabase/functions/_shared/hashes";
import { renderDigestEmail } from "../../supabase/functions/_shared/email";
import { consoleLogger, errorReason, redact } from "../../supabase/functions/_shared/log";
import { type LeadFields, type StoredLead } from "../../supabase/functions/_shared/types";
import { parseRetryAfter } from "../../supabase/functions/send-form-email/resend-mailer";
import { BLANK_CONTEXT, CAMPAIGN_SOURCE, QUOTE_QUESTIONS } from "../../test-kit/lead-fixtures";

describe("client address", () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it("takes the first configured source that holds a valid address; the socket only when listed", () => {
    const sources = parseClientIpSources("header:cf-connecting-ip,xff:1");
    expect(
      clientAddress(headers({ "CF-Connecting-IP": "203.0.113.9", "X-Forwarded-For": "1.1.1.1" }), sources, "10.0.0.1"),
    ).toEqual({
      address: "203.0.113.9",
      fromConfiguredSource: true,
    });
    // The rightmost X-Forwarded-For entry is the one the nearest proxy appended.
    expect(clientAddress(headers({ "X-Forwarded-For": "6.6.6.6, 198.51.100.4" }), sources, "10.0.0.1").address).toBe(
      "198.51.100.4",
    );
    expect(
      clientAddress(
        headers({ "CF-Connecting-IP": "não é ip" }),
        parseClientIpSources("header:cf-connecting-ip"),
        "::ffff:127.0.0.1",
      ),
    ).toEqual({
      address: null,
      fromConfiguredSource: false,
    });
    expect(
      clientAddress(headers({}), parseClientIpSources("header:cf-connecting-ip,socket"), "::ffff:127.0.0.1").address,
    ).toBe("127.0.0.1");
    expect(
      clientAddress(headers({ "X-Forwarded-For": "6.6.6.6" }), parseClientIpSources("socket"), "2001:DB8::1").address,
    ).toBe("2001:db8:0:0:0:0:0:1");
  });

  it("normalises addresses and buckets IPv6 by /64, IPv4 by address", () => {
    expect(normalizeAddress("[2001:DB8::1]")).toBe("2001:db8:0:0:0:0:0:1");
    expect(normalizeAddress("::ffff:198.51.100.7")).toBe("198.51.100.7");
    for (const bad of ["2001:db8::1::2", "1:2:3:4:5:6:7:8:9", "2001:db8:12345::1", "999.1.1.1", ""])
      expect(normalizeAddress(bad)).toBeNull();
    expect(rateLimitBucket("2001:db8:cafe:7:1:2:3:4")).toBe("2001:db8:cafe:7::/64");
    expect(rateLimitBucket(normalizeAddress("2001:0DB8:CAFE:0007::ffff") ?? "")).toBe("2001:db8:cafe:7::/64");
    expect(rateLimitBucket("198.51.100.7")).toBe("198.51.100.7");
  });

  it("refuses settings it cannot read", () => {
    expect(() => parseClientIpSources("x-forwarded-for")).toThrow(/CLIENT_IP_FROM/);
    expect(() => parseClientIpSources("xff:0")).toThrow(/CLIENT_IP_FROM/);
  });
});

describe("the page a lead came from", () => {
  it("keeps origin and path, and of the query only utm_* parameters", () => {
    expect(
      pageFromReferer(
        "https://www.corretora.example/servicos/seguro-auto?utm_source=google&utm_medium=cpc&email=a%40b.com&gclid=x#form",
      ),
    ).toBe("https://www.corretora.example/servicos/seguro-auto?utm_source=google&utm_medium=cpc");
    expect(pageFromReferer("https://ana:segredo@www.corretora.example/fale-conosco?nome=Ana")).toBe(
      "https://www.corretora.example/fale-conosco",
    );
    expect(pageFromReferer("https://www.corretora.example/")).toBe("https://www.corretora.example/");
    for (const unusable of [null, "", "não é url", "javascript:alert(1)", "file:///etc/passwd"])
      expect(pageFromReferer(unusable)).toBeNull();
    expect([...(pageFromReferer(`https://x.example/${"😀".repeat(600)}`) ?? "")].length).toBe(500);
  });
});

describe("log redaction", () => {
  it("keeps the reason and drops e-mail addresses, numbers and quoted values", () => {
    expect(
      redact('SMTP 550 mailbox ana.souza@example.com unavailable, tel +55 (11) 98765-4321, value "Ana Souza"'),
    ).toBe("SMTP 550 mailbox [e-mail] unavailable, tel [número], value [valor]");
    const databaseError = Object.assign(new Error('invalid byte sequence: "Zé 123.456.789-00"'), {
      code: "22021",
      parameters: ["Zé"],
    });
    expect(errorReason(databaseError)).toBe("Error: invalid byte sequence: [valor] (22021)");
  });

  it("keeps a URL's path and drops its query and fragment, and any reminder token", () => {
    const token = "Zk3_abc-0123456789012345678901234567890_xyZ";
    expect(token).toHaveLength(43);
    expect(
      redact(
        `TypeError: fetch failed for https://x.supabase.co/functions/v1/send-form-email/reminders/cancel?token=${token}`,
      ),
    ).toBe("TypeError: fetch failed for https://x.supabase.co/functions/v1/send-form-email/reminders/cancel?[…]");
    expect(redact(`link https://site.example/lembrete-de-renovacao/confirmar#${token}.`)).toBe(
      "link https://site.example/lembrete-de-renovacao/confirmar?[…]",
    );
    expect(redact(`token ${token} unknown`)).toBe("token [token] unknown");
    // Longer or shorter runs (a SHA-256 in hex, an id) are not tokens.
    const hash = "a".repeat(64);
    expect(redact(`hash ${hash} id 6f1c0e1e-8d7a-4b8e-9c41-0a7d1d1f2c3b`)).toBe(
      `hash ${hash} id 6f1c0e1e-8d7a-4b8e-9c41-0a7d1d1f2c3b`,
    );
  });

  it("writes no token in a log line, whatever field a caller gives it", () => {
    const token = "Q".repeat(40) + "_-9";
    const lines: string[] = [];
    const spy = jest.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
    try {
      consoleLogger()("info", "reminder_cancelled", { reminder: "6f1c0e1e-8d7a-4b8e-9c41-0a7d1d1f2c3b", note: token });
    } finally {
      spy.mockRestore();
    }
    expect(lines).toEqual([
      '{"fn":"send-form-email","level":"info","event":"reminder_cancelled","reminder":"6f1c0e1e-8d7a-4b8e-9c41-0a7d1d1f2c3b","note":"[token]"}',
    ]);
  });
});

describe("duplicate key", () => {
  const lead: LeadFields = {
    formType: "contact",
    name: "Ana Souza",
    email: "Ana@Example.com",
    phone: "(11) 3333-4444",
    cpf: null,
    insuranceType: "vida",
    company: null,
    subject: null,
    message: "Quero   uma cotação",
    additionalDetails: null,
  };

  it("is the same for the same form, contact and text, whatever the spacing, case or phone format", async () => {
    expect(
      dedupeKey({
        ...lead,
        name: " ana  souza",
        email: "ana@example.com",
        phone: "11 33334444",
        message: "quero uma cotação",
      }),
    ).toBe(dedupeKey(lead));
  });

  it("differs when the text, the contact or the form differ", async () => {
    const key = dedupeKey(lead);
    for (const other of [
      { message: "Outra mensagem" },
      { phone: "11 3333-4445" },
      { formType: "full-quote" as const },
    ]) {
      expect(dedupeKey({ ...lead, ...other })).not.toBe(key);
    }
  });

  it("keeps the key it had before the field table, so a resubmission across a deploy is still a duplicate", async () => {
    const quote: LeadFields = {
      ...lead,
      formType: "quote",
      email: "",
      cpf: "529.982.247-25",
      company: "ACME  Ltda",
      message: null,
    };
    const before = JSON.stringify([
      "quote",
      "ana souza",
      "",
      "1133334444",
      "52998224725",
      "vida",
      "acme ltda",
      "",
      "",
      "",
    ]);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(before));
    expect(dedupeKey(quote)).toBe(Buffer.from(digest).toString("hex"));
  });
});

describe("CSV for spreadsheets", () => {
  it("quotes every cell and keeps formulas typed by visitors as text, also after any separator", () => {
    expect(csvField('Diz "oi"; tchau')).toBe('"Diz ""oi""; tchau"');
    expect(csvField("linha 1\nlinha 2")).toBe('"linha 1\nlinha 2"');
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+55 11 3333-4444")).toBe('"\'+55 11 3333-4444"');
    expect(csvField('Olá,=HYPERLINK("http://x")')).toBe('"Olá,\'=HYPERLINK(""http://x"")"');
    expect(csvField("a; @SUM(A1)")).toBe('"a; \'@SUM(A1)"');
    expect(csvField("Maria")).toBe('"Maria"');
    expect(csvField(null)).toBe('""');
  });

  it("guards the part after every separator --delimiter offers, | included", () => {
    const offered = [...new Set(Object.values(DELIMITERS))];
    expect(offered).toEqual(expect.arrayContaining([";", ",", "|", "\t"]));
    for (const delimiter of offered) {
      for (const start of ["=", "+", "-", "@"]) {
        expect([delimiter, csvField(`Ana${delimiter}${start}cmd|' /C calc'!A0`)]).toEqual([
          delimiter,
          `"Ana${delimiter}'${start}cmd|' /C calc'!A0"`,
        ]);
      }
    }
  });

  it("opens with no formula in any cell, whatever separator a spreadsheet picks or whether it honours quotes", () => {
    const attacks = [
      "=1+1",
      "+55 11 9",
      "-2+3",
      "@SUM(A1)",
      "\t=1",
      "\r=1",
      " =1",
      'Olá,=HYPERLINK("http://x")',
      "a;=1",
      "a\t=1",
      "x\n=1",
      "a, @foo",
      "a|=1",
      "b | @SUM(A1)",
      "Quero um seguro",
    ];
    const leads = attacks.map((attack, index) => ({
      ...csvLead,
      id: `id-${index}`,
      name: attack,
      message: `mensagem ${attack}`,
      company: attack,
      phone: attack,
    }));
    for (const delimiter of new Set(Object.values(DELIMITERS))) {
      const csv = leadsToCsv(leads, QUOTE_QUESTIONS, delimiter);
      // Quote-aware: every cell quoted, every value back but for the inserted apostrophes.
      const rows = parseCsv(csv.slice(1), delimiter);
      expect(rows).toHaveLength(leads.length + 1);
      rows.slice(1).forEach((row, index) => {
        expect(row[3].replace(/'/g, "")).toBe(attacks[index].replace(/'/g, ""));
      });
      expect(rows[rows.length - 1][3]).toBe("Quero um seguro");
      // Naive: split on every separator, quotes ignored; no piece may start a formula.
      for (const line of csv.slice(1).split(/\r\n|\n|\r/)) {
        for (const piece of line.split(/[,;|\t]/)) expect(piece.replace(/^[\s"]+/, "")).not.toMatch(/^[=+\-@]/);
      }
    }
  });

  /** RFC 4180, for the test: quoted cells, doubled quotes, line breaks inside quotes. */
  function parseCsv(text: string, delimiter: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let index = 0;
    while (index < text.length) {
      expect(text[index]).toBe('"'); // every cell quoted
      let cell = "";
      index += 1;
      for (;;) {
        if (text[index] === '"' && text[index + 1] === '"') {
          cell += '"';
          index += 2;
        } else if (text[index] === '"') {
          index += 1;
          break;
        } else cell += text[index++];
      }
      row.push(cell);
      if (text[index] === delimiter) index += 1;
      else {
        expect(text.slice(index, index + 2)).toBe("\r\n");
        index += 2;
        rows.push(row);
        row = [];
      }
    }
    return rows;
  }

  it("starts with a BOM, uses ; and CRLF, and writes pt-BR labels", () => {
    const lead = csvLead;
    const csv = leadsToCsv([lead], QUOTE_QUESTIONS);
    expect(csv.startsWith('\uFEFF"Protocolo";')).toBe(true);
    expect(csv.split("\r\n")[1]).toBe(
      '"2026-00042";"01/05/2026, 12:00:00";"Cotação completa";"Conceição";"c@example.com";"11 3333-4444";"123";"viagem";"Seguro Viagem";"";"";"";"Açaí; café";"";"";"";"";"";"";"";"";"";"";"";"falhou";"21";"Resend answered 403";"";""',
    );
    // The source of a campaign lead, in its own columns; the UUID stays internal.
    const campaign = leadsToCsv(
      [
        {
          ...lead,
          source: CAMPAIGN_SOURCE,
        },
      ],
      QUOTE_QUESTIONS,
    );
    const [header, row] = parseCsv(campaign.slice(1), ";");
    const column = (title: string) => row[header.indexOf(title)];
    expect(column("Campanha")).toBe("google / cpc / auto-sp-nov");
    expect(column("utm_campaign")).toBe("auto-sp-nov");
    expect(column("Página de entrada")).toBe("/servicos/seguro-auto");
    expect(column("Veio de")).toBe("https://www.google.com");
    expect(campaign).not.toContain(lead.id);
  });
});

const csvLead = {
  id: "6f1c3b9e-1d2a-4c55-9a3e-2b7f0e4d8c11",
  formType: "full-quote",
  name: "Conceição",
  email: "c@example.com",
  phone: "11 3333-4444",
  cpf: "123",
  insuranceType: "viagem",
  company: null,
  subject: null,
  message: null,
  additionalDetails: "Açaí; café",
  ...BLANK_CONTEXT,
  clientHash: "h",
  protocol: "2026-00042",
  receivedAt: "2026-05-01T15:00:00.000Z",
  deliveryStatus: "failed",
  attempts: 21,
  lastError: "Resend answered 403",
  lastAttemptAt: null,
  nextAttemptAt: "2026-05-01T15:00:00.000Z",
  deliveredAt: null,
  deliveredVia: null,
  heldForDigest: false,
  confirmationStatus: null,
} satisfies StoredLead;

describe("digest e-mail", () => {
  /** A held quick quote's fields; each test adds its id, protocol, name and time. */
  const base = {
    formType: "quote" as const,
    email: "",
    phone: "1",
    cpf: "2",
    insuranceType: "Seguro Viagem",
    company: null,
    subject: null,
    message: null,
    additionalDetails: null,
    page: null,
  };

  it("lists every held lead, oldest first, with its protocol number", () => {
    const email = renderDigestEmail(
      [
        { ...base, id: "a", protocol: "2026-00001", name: "Primeira <b>", receivedAt: "2026-05-01T12:00:00.000Z" },
        { ...base, id: "b", protocol: "2026-00002", name: "Segunda", receivedAt: "2026-05-01T12:01:00.000Z" },
      ],
      { brokerageName: "Corretora Tranquilidade", quoteQuestions: QUOTE_QUESTIONS },
    );
    expect(email.subject).toBe("[Site] Resumo: 2 solicitações recebidas");
    expect(email.text.indexOf("Protocolo: 2026-00001")).toBeLessThan(email.text.indexOf("Protocolo: 2026-00002"));
    expect(email.html).toContain("Primeira &lt;b&gt;");
    expect(email.replyTo).toBeUndefined();
  });

  it("sums up possible spam under its own subject, with the reason for each lead", () => {
    const email = renderDigestEmail(
      [
        {
          ...base,
          id: "s",
          protocol: "2026-00003",
          name: "Robô",
          receivedAt: "2026-05-01T12:00:00.000Z",
          spamReason: "campo oculto preenchido (honeypot)",
        },
      ],
      { brokerageName: "Corretora Tranquilidade", quoteQuestions: QUOTE_QUESTIONS },
      "spam",
    );
    expect(email.subject).toBe("[Site] Possível spam: 1 solicitação");
    expect(email.text).toContain("Possível spam: campo oculto preenchido (honeypot)");
    expect(email.text).toContain("se alguma for de um cliente de verdade");
  });
});

describe("Retry-After", () => {
  it("reads Retry-After as seconds or as a date", () => {
    expect(parseRetryAfter("120")).toBe(120);
    expect(parseRetryAfter("Wed, 21 Oct 2026 07:28:30 GMT", Date.parse("Wed, 21 Oct 2026 07:28:00 GMT"))).toBe(30);
    expect(parseRetryAfter("logo")).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
