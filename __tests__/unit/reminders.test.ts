/**
 * The renewal reminders' pure parts: the body's validation at each field, the tokens, the three
 * mails (fixed templates for the visitor, RFC 8058 headers, the staff's lead mail), and the
 * arguments and lines of `npm run reminders`.
 */
import { addMonths, formatDate, shiftDays } from "../../supabase/functions/_shared/contract/calendar";
import { REMINDER_CONSENT_MISSING } from "../../supabase/functions/_shared/contract/renewal-reminder";
import { reminderFieldsOf, validateForm, validateLead } from "../../supabase/functions/_shared/validate";
import { futureDayRefusal, reminderTokens, REMINDER_MAIL_KEYS } from "../../supabase/functions/_shared/reminders";
import { isReminderToken } from "../../supabase/functions/_shared/contract/renewal-reminder";
import {
  oneClickHeaders,
  renderReminderConfirmation,
  renderReminderToStaff,
  renderReminderToVisitor,
} from "../../supabase/functions/_shared/reminder-mails";
import {
  FutureDateError,
  HELP,
  maskEmail,
  parseReminderArgs,
  reminderLines,
  UsageError,
} from "../../local-supabase/reminders-args";
import { codePointLength } from "../../supabase/functions/_shared/contract/text";
import { TEST_BROKERAGE } from "../../test-kit/lead-fixtures";

const TODAY = "2026-11-27";
const body = (overrides: Record<string, unknown> = {}) => ({
  formType: "renewal-reminder",
  name: "  Ana\u200b Souza ",
  email: "ana@example.com",
  phone: "",
  insuranceType: "residencia",
  renewalDate: "2027-01-15",
  currentInsurer: "",
  consent: true,
  ...overrides,
});
/** The one validator, read as the reminder's path reads it. */
function validateReminder(sent: unknown, today: string) {
  const validation = validateForm(sent, today);
  return validation.ok ? { ok: true, reminder: reminderFieldsOf(validation.values) } : validation;
}
const FACTS = { ...TEST_BROKERAGE, privacyUrl: "https://www.corretora.example/politica-de-privacidade" };
const LINKS = {
  cancel: "https://www.corretora.example/lembrete-de-renovacao/cancelar#CANCELA",
  oneClick: "https://fn.example/functions/v1/send-form-email/reminders/cancel?token=CANCELA",
};

describe("the reminder's body, by the one validator (its entry in form-kinds.ts)", () => {
  it("keeps the fields trimmed, the name without invisible marks, the product and the date", () => {
    expect(validateReminder(body(), TODAY)).toEqual({
      ok: true,
      reminder: {
        name: "Ana Souza",
        email: "ana@example.com",
        phone: "",
        insuranceType: "residencia",
        renewalDate: "2027-01-15",
        currentInsurer: "",
      },
    });
    expect(validateReminder(body({ renewalDate: "15/01/2027" }), TODAY)).toMatchObject({
      ok: true,
      reminder: { renewalDate: "2027-01-15" },
    });
  });

  it.each([
    [{ renewalDate: "2026-11-27" }, "renewalDate", "Informe uma data a partir de 28/11/2026."],
    [
      { renewalDate: shiftDays(addMonths(TODAY, 13), 1) },
      "renewalDate",
      `Informe uma data até ${formatDate(addMonths(TODAY, 13))}.`,
    ],
    [{ renewalDate: "" }, "renewalDate", "Informe a data de vencimento do seu seguro atual."],
    [{ consent: false }, "consent", REMINDER_CONSENT_MISSING],
    [{ consent: undefined }, "consent", REMINDER_CONSENT_MISSING],
    [{ name: " " }, "name", "Preencha o campo obrigatório nome (name)."],
    [{ email: "ana@" }, "email", "Informe um endereço válido no campo e-mail (email)."],
    [{ insuranceType: "auto" }, "insuranceType", "Opção inválida no campo tipo de seguro (insuranceType)."],
    [
      { currentInsurer: "x".repeat(81) },
      "currentInsurer",
      "O campo seguradora atual (currentInsurer) ultrapassa o limite de 80 caracteres.",
    ],
    [{ name: "Ana\u202e" }, "name", "O campo nome (name) contém caracteres inválidos."],
  ])("refuses %j at the field %s", (overrides, field, error) => {
    const { consent, ...rest } = body(overrides);
    const sent = consent === undefined ? rest : { ...rest, consent };
    expect(validateReminder(sent, TODAY)).toEqual({ ok: false, status: 422, error, field });
  });

  it("refuses an unknown key or a number as 400, and a phone that is not one at the field", () => {
    expect(validateReminder(body({ cpf: "1" }), TODAY)).toMatchObject({ ok: false, status: 400 });
    expect(validateReminder(body({ renewalDate: 20270115 }), TODAY)).toMatchObject({
      ok: false,
      status: 400,
      field: "renewalDate",
    });
    expect(validateReminder(body({ phone: "abc" }), TODAY)).toMatchObject({ ok: false, status: 422, field: "phone" });
    expect(validateReminder(body({ phone: "(11) 98765-4321" }), TODAY)).toMatchObject({ ok: true });
  });

  it("is never taken for a lead", () => {
    expect(validateLead(body())).toMatchObject({ ok: false, status: 422 });
  });
});

describe("reminder tokens", () => {
  it("are 43 base64url characters, one per purpose and reminder, the same for the same id and secret", async () => {
    const first = reminderTokens("segredo", "5f0c7a52-0000-4000-8000-000000000001");
    const again = reminderTokens("segredo", "5f0c7a52-0000-4000-8000-000000000001");
    const other = reminderTokens("segredo", "5f0c7a52-0000-4000-8000-000000000002");
    const salted = reminderTokens("outro", "5f0c7a52-0000-4000-8000-000000000001");
    expect(isReminderToken(first.confirm) && isReminderToken(first.cancel)).toBe(true);
    expect(again).toEqual(first);
    expect(new Set([first.confirm, first.cancel, other.confirm, other.cancel, salted.confirm]).size).toBe(5);
    expect([isReminderToken("a".repeat(42)), isReminderToken(`${"a".repeat(42)}=`), isReminderToken(null)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(REMINDER_MAIL_KEYS.visitor("x")).not.toBe(REMINDER_MAIL_KEYS.staff("x"));
  });
});

describe("the reminder mails", () => {
  const reminder = { insuranceType: "vida" as const, renewalDate: "2027-01-15" };

  it("confirmation: the link, the cancel link, our label and the date, nothing typed", () => {
    const mail = renderReminderConfirmation(reminder, FACTS, { ...LINKS, confirm: "https://x.example/c#CONFIRMA" });
    expect(mail.text).toContain("do seu Seguro de Vida, que vence em 15/01/2027");
    expect(mail.text).toContain("https://x.example/c#CONFIRMA");
    expect(mail.text).toContain("em até 48 horas");
    expect(mail.text).toContain(`Cancelar lembrete: ${LINKS.cancel}`);
    expect(mail.html).toContain('href="https://x.example/c#CONFIRMA"');
    expect(mail.replyTo).toBe(FACTS.email);
  });

  it("visitor: product, date, phone, WhatsApp, the quote with the product, the cancel link", () => {
    const mail = renderReminderToVisitor(
      reminder,
      FACTS,
      { ...LINKS, quote: "https://q.example/solicitar-cotacao?produto=vida" },
      "2026-12-16",
    );
    expect(mail.subject).toBe(`${FACTS.name}: o seu Seguro de Vida vence em 30 dias`);
    expect(mail.text).toContain("o seu Seguro de Vida vence em 30 dias (15/01/2027).");
    expect(mail.text).toContain("Pedir cotação: https://q.example/solicitar-cotacao?produto=vida");
    expect(mail.text).toContain(`Ligar: tel:${FACTS.phoneE164}`);
    expect(mail.text).toContain(`WhatsApp: https://wa.me/${FACTS.whatsappNumber}?text=`);
    expect(mail.text).toContain(LINKS.cancel);
  });

  it("one-click headers: RFC 8058's pair", () => {
    expect(oneClickHeaders(LINKS.oneClick)).toEqual({
      "List-Unsubscribe": `<${LINKS.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("staff: the renewal in the subject, who and how to reach them, escaped in HTML, the one-tap actions", () => {
    const mail = renderReminderToStaff(
      {
        ...reminder,
        name: "Ana <b>Souza</b>\r\nBcc: x",
        email: "ana@example.com",
        phone: "11 98765-4321",
        currentInsurer: "Porto & Cia",
        createdAt: "2026-11-20T12:00:00Z",
        confirmedAt: null,
      },
      "Corretora Tranquilidade",
      "2026-12-16",
    );
    expect(mail.subject).toBe("[Site] Renovação: Seguro de Vida vence em 30 dias — Ana <b>Souza</b> Bcc: x");
    expect(mail.text).toContain("Vencimento do seguro atual: vence em 30 dias (15/01/2027)");
    expect(mail.text).toContain("Ligar: tel:+5511987654321");
    expect(mail.html).toContain("Ana &lt;b&gt;Souza&lt;/b&gt;");
    expect(mail.html).toContain("Porto &amp; Cia");
    expect(mail.html).not.toContain("<b>Souza");
    expect(mail.replyTo).toBe("ana@example.com");
    const noPhone = renderReminderToStaff(
      {
        ...reminder,
        name: "Ana",
        email: "ana@example.com",
        phone: "",
        currentInsurer: "",
        createdAt: "2026-11-20T12:00:00Z",
        confirmedAt: null,
      },
      "Corretora Tranquilidade",
      "2026-12-16",
    );
    expect(noPhone.text).not.toContain("tel:");
    expect(noPhone.text).toContain("Responder por e-mail: mailto:ana@example.com?subject=");
  });
});

describe("npm run reminders: arguments and lines", () => {
  /** 27/11/2026 at 14:00 in São Paulo (17:00 UTC), and 27/11 at 22:00 there, already the 28th in UTC. */
  const AFTERNOON = Date.parse("2026-11-27T17:00:00Z");
  const LATE_EVENING = Date.parse("2026-11-28T01:00:00Z");

  it("reads --date, --dry-run, --list and --help; refuses the rest in pt-BR", () => {
    expect(parseReminderArgs(["--date", "2026-11-01"], AFTERNOON)).toEqual({
      kind: "run",
      date: "2026-11-01",
      dryRun: false,
    });
    expect(parseReminderArgs(["--date", TODAY], AFTERNOON)).toEqual({ kind: "run", date: TODAY, dryRun: false });
    expect(parseReminderArgs(["--dry-run", "--date", "2027-12-31"], AFTERNOON)).toEqual({
      kind: "run",
      date: "2027-12-31",
      dryRun: true,
    });
    expect(parseReminderArgs(["--list"])).toEqual({ kind: "list", wide: false });
    expect(parseReminderArgs(["--list", "--wide"])).toEqual({ kind: "list", wide: true });
    expect(parseReminderArgs(["--wide", "--list"])).toEqual({ kind: "list", wide: true });
    expect(parseReminderArgs(["--list", "-h"])).toEqual({ kind: "help" });
    expect(() => parseReminderArgs(["--wide"])).toThrow(/não reconhecidos/);
    expect(() => parseReminderArgs(["--list", "--wide", "--wide"])).toThrow(/não reconhecidos/);
    expect(() => parseReminderArgs(["--date", TODAY, "--wide"], AFTERNOON)).toThrow(/não reconhecidos/);
    expect(() => parseReminderArgs(["--date", "2026-02-30"])).toThrow(UsageError);
    expect(() => parseReminderArgs(["--date", "01/12/2026"])).toThrow(/não é uma data AAAA-MM-DD/);
    expect(() => parseReminderArgs([])).toThrow(/Diga o que fazer/);
    expect(() => parseReminderArgs(["--csv"])).toThrow(/não reconhecidos/);
    expect(() => parseReminderArgs(["--list", "--dry-run"])).toThrow(/não reconhecidos/);
    expect(() => parseReminderArgs(["--date", TODAY, "--dry-run", "--dry-run"], AFTERNOON)).toThrow(/não reconhecidos/);
  });

  it("refuses a day later than today in São Paulo unless it only tells what it would do", () => {
    const refuse = (date: string, now: number) => () => parseReminderArgs(["--date", date], now);
    expect(refuse("2026-11-28", AFTERNOON)).toThrow(FutureDateError);
    expect(refuse("2027-12-31", AFTERNOON)).toThrow(
      "A data 31/12/2027 ainda não chegou: o trabalho diário roda como de hoje (27/11/2026) ou de um dia que passou. " +
        "Nada foi enviado nem apagado. Para ver o que ele faria nesse dia sem mudar nada: " +
        "npm run reminders -- --date 2027-12-31 --dry-run",
    );
    // Late in the evening, UTC's date is tomorrow already; São Paulo's is what counts.
    expect(refuse("2026-11-28", LATE_EVENING)).toThrow(FutureDateError);
    expect(parseReminderArgs(["--date", TODAY], LATE_EVENING)).toMatchObject({ date: TODAY });
    expect(futureDayRefusal(TODAY, LATE_EVENING)).toBeNull();
    expect(futureDayRefusal("2026-11-26", AFTERNOON)).toBeNull();
  });

  it("masks the address and names the state in pt-BR", () => {
    expect(maskEmail("maria@example.com")).toBe("m•••@example.com");
    expect(maskEmail("élodie@example.com")).toBe("é•••@example.com");
    expect(maskEmail("sem-arroba")).toBe("•••");
    expect(
      reminderLines([{ insuranceType: "veiculo", renewalDate: "2027-01-15", state: "confirmed", email: "jo@x.com" }]),
    ).toEqual([
      "Produto            Vencimento  Situação    E-mail",
      "Seguro de Veículo  15/01/2027  confirmado  j•••@x.com",
    ]);
    expect(reminderLines([])).toEqual(["Nenhum lembrete guardado."]);
  });

  it("lists in 80 columns, counted in code points: a long masked address ends in …, whole with --wide", () => {
    const domain = `${"corretora-e-administradora".repeat(3)}.com.br`;
    const reminders = [
      { insuranceType: "residencia", renewalDate: "2027-01-15", state: "confirmed", email: `𝓪na@${domain}` },
      { insuranceType: "vida", renewalDate: "2027-03-01", state: "pending", email: "élodie@example.com" },
    ] as const;
    const lines = reminderLines(reminders);
    expect(lines.filter((line) => codePointLength(line) > 80)).toEqual([]);
    expect(codePointLength(lines[1])).toBe(80);
    expect(lines[1]).toMatch(/^Seguro Residencial {2}15\/01\/2027 {2}confirmado {2}𝓪•••@corretora-e-adm.*…$/);
    // Aligned by code points: the address starts in the same column on every line.
    expect(lines.map((line) => codePointLength(line.replace(/\S+$/, "")))).toEqual([44, 44, 44]);
    expect(lines[2]).toBe("Seguro de Vida      01/03/2027  pendente    é•••@example.com");
    expect(reminderLines(reminders, true)[1]).toBe(`Seguro Residencial  15/01/2027  confirmado  𝓪•••@${domain}`);
  });

  it("says its options in 80 columns", () => {
    expect(HELP).toContain("--list [--wide]");
    expect(HELP.split("\n").filter((line) => codePointLength(line) > 80)).toEqual([]);
  });
});
