import fs from "node:fs";
import path from "node:path";
import { reminderBody, type ReminderValues } from "../../supabase/functions/_shared/contract/form-bodies";
import {
  reminderAnswer,
  reminderConsent,
  reminderReading,
  REMINDER_RETRY_TEXT,
  reminderRouteName,
  reminderText,
  tokenFromHash,
  whichReminderText,
} from "../../src/reminders/reminder";
import { REMINDER_TOKEN_ROUTES, ROUTES, reminderPath } from "../../supabase/functions/_shared/contract/routes";
import {
  checkRenewalDate,
  REMINDER_PAGES,
  REMINDER_PRODUCTS,
  REMINDER_ROUTES,
  REMINDER_STATE_ROUTE,
  REMINDER_TOKEN_MESSAGES,
  reminderDateRange,
  type RenewalReminderBody,
} from "../../supabase/functions/_shared/contract/renewal-reminder";
import { FUNCTION_PATH } from "../../supabase/functions/_shared/contract/local-function";
import { ROOT } from "../../test-kit/paths";

const VALUES: ReminderValues = {
  name: "Ana Souza",
  email: "ana@example.com",
  phone: "",
  insuranceType: "veiculo",
  renewalDate: "2027-01-05",
  currentInsurer: "Porto",
  consent: true,
};

describe("the reminder form's body (RenewalReminderBody)", () => {
  it("carries exactly the contract's keys, the form type and the values as typed", () => {
    const body: RenewalReminderBody = reminderBody(VALUES);
    const expected: Record<keyof RenewalReminderBody, unknown> = { formType: "renewal-reminder", ...VALUES };
    expect(body).toStrictEqual(expected);
  });

  it("sends the consent as the checkbox has it: anything but true is the function's to refuse", () => {
    expect(reminderBody({ ...VALUES, consent: false }).consent).toBe(false);
  });

  it("offers the four products with a yearly policy, as the full quote names them", () => {
    expect(REMINDER_PRODUCTS.map((option) => option.value)).toEqual(["veiculo", "residencia", "empresa", "vida"]);
  });
});

describe("the end date's window as the form uses it", () => {
  it("gives the date input tomorrow … 13 months, a month's last day where the day is missing", () => {
    expect(reminderDateRange("2026-11-27")).toEqual({ min: "2026-11-28", max: "2027-12-27" });
    expect(reminderDateRange("2026-01-31")).toEqual({ min: "2026-02-01", max: "2027-02-28" });
  });

  it("refuses today, a past date and a day past the window with the contract's pt-BR message", () => {
    expect(checkRenewalDate("2026-11-27", "2026-11-27")).toEqual({
      ok: false,
      message: "Informe uma data a partir de 28/11/2026.",
    });
    expect(checkRenewalDate("2027-12-28", "2026-11-27")).toEqual({
      ok: false,
      message: "Informe uma data até 27/12/2027.",
    });
    expect(checkRenewalDate("2027-12-27", "2026-11-27")).toEqual({ ok: true, value: "2027-12-27" });
  });
});

describe("the reminder's texts", () => {
  it("the consent names the brokerage, what is sent, when, and how to stop it", () => {
    const consent = reminderConsent("Corretora Tranquilidade", 30);
    expect(consent).toBe(
      "Autorizo a Corretora Tranquilidade a me enviar por e-mail um lembrete 30 dias antes do vencimento informado, " +
        "e uma mensagem de confirmação agora. Posso cancelar a qualquer momento pelo link do e-mail.",
    );
  });

  it("fills {dias}, {horas} and {guarda}, {produto} and {vencimento} in whichReminder, and data/reminder-page.json uses no other marker", () => {
    expect(reminderText("{dias} dias antes; o link vale {horas} horas; guardado até {guarda} depois.", 15)).toBe(
      "15 dias antes; o link vale 48 horas; guardado até 7 dias depois.",
    );
    expect(whichReminderText("Lembrete do {produto}, que vence em {vencimento}.", "vida", "2027-01-15")).toBe(
      "Lembrete do Seguro de Vida, que vence em 15/01/2027.",
    );
    const page = JSON.parse(fs.readFileSync(path.join(ROOT, "data", "reminder-page.json"), "utf8")) as {
      whichReminder: string;
    };
    const markers = (text: string) => new Set(text.match(/\{[^{}"\n]*\}/g));
    const { whichReminder, ...rest } = page;
    expect(markers(whichReminder)).toEqual(new Set(["{produto}", "{vencimento}"]));
    expect(markers(JSON.stringify(rest))).toEqual(new Set(["{dias}", "{horas}", "{guarda}"]));
  });
});

describe("the confirm and cancel pages", () => {
  const token = "A".repeat(20) + "b_-9" + "z".repeat(19);

  it("take a 43-character base64url token from the fragment, and nothing else", () => {
    expect(token).toHaveLength(43);
    expect(tokenFromHash(`#${token}`)).toBe(token);
    expect(tokenFromHash("")).toBeNull();
    expect(tokenFromHash("#")).toBeNull();
    expect(tokenFromHash(`#${token.slice(1)}`)).toBeNull();
    expect(tokenFromHash(`#${token}A`)).toBeNull();
    expect(tokenFromHash(`#${token.slice(1)}=`)).toBeNull();
    expect(tokenFromHash(`#${token.slice(1)}<`)).toBeNull();
  });

  it("post to the contract's routes through the forms' client", () => {
    for (const action of ["confirm", "cancel"] as const)
      expect(`${FUNCTION_PATH.slice(0, -"send-form-email".length)}${reminderRouteName(action)}`).toBe(
        REMINDER_ROUTES[action],
      );
    expect(reminderRouteName("confirm")).toBe("send-form-email/reminders/confirm");
    expect(`${FUNCTION_PATH.slice(0, -"send-form-email".length)}${reminderRouteName("state")}`).toBe(
      REMINDER_STATE_ROUTE,
    );
  });

  it("read the state route's answer: the reminder the button would act on, the state it would meet, or nothing learned", () => {
    expect(reminderReading({ state: "ready", insuranceType: "empresa", renewalDate: "2027-03-01" })).toEqual({
      state: "ready",
      insuranceType: "empresa",
      renewalDate: "2027-03-01",
    });
    expect(reminderReading({ state: "used" })).toEqual({ state: "used", message: REMINDER_TOKEN_MESSAGES.used });
    expect(reminderReading({ state: "unknown", message: "Outra redação." })).toEqual({
      state: "unknown",
      message: "Outra redação.",
    });
    // A reading that does not name a reminder we know, an action's state, a 429 or a proxy's page: nothing learned.
    for (const answer of [
      { state: "ready", insuranceType: "viagem", renewalDate: "2027-03-01" },
      { state: "ready", insuranceType: "vida", renewalDate: "2027-02-30" },
      { state: "ready" },
      { state: "confirmed", message: "?" },
      { error: "Muitas tentativas." },
      "<html>",
      null,
    ])
      expect(reminderReading(answer)).toBeNull();
  });

  it("show the function's message for a known state, the contract's when it sent none, and a reason to try again otherwise", () => {
    expect(reminderAnswer({ state: "expired", message: "Outra redação." })).toEqual({
      state: "expired",
      message: "Outra redação.",
    });
    expect(reminderAnswer({ state: "used" })).toEqual({ state: "used", message: REMINDER_TOKEN_MESSAGES.used });
    // No state: a reason to try again, the function's own (429) when it gave one.
    expect(reminderAnswer({ error: "Muitas tentativas. Aguarde um pouco." })).toEqual({
      state: null,
      message: "Muitas tentativas. Aguarde um pouco.",
    });
    expect(reminderAnswer({ state: "deleted", message: "?" })).toEqual({ state: null, message: REMINDER_RETRY_TEXT });
    expect(reminderAnswer(null)).toEqual({ state: null, message: REMINDER_RETRY_TEXT });
    expect(reminderAnswer("<html>")).toEqual({ state: null, message: REMINDER_RETRY_TEXT });
  });

  it("are the contract's paths, apart from the site's routes; the form page is a route", () => {
    expect(REMINDER_TOKEN_ROUTES).toEqual({ confirm: REMINDER_PAGES.confirm, cancel: REMINDER_PAGES.cancel });
    expect(ROUTES.reminder).toBe(REMINDER_PAGES.form);
    expect(Object.values(ROUTES)).not.toContain(REMINDER_PAGES.confirm);
    expect(reminderPath("vida")).toBe("/lembrete-de-renovacao?produto=vida");
    expect(reminderPath()).toBe("/lembrete-de-renovacao");
  });
});
