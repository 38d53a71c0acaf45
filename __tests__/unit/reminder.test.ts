import fs from "node:fs";
import path from "node:path";
import { reminderBody, type ReminderValues } from "../../src/lib/leads";
import {
  reminderAnswer,
  reminderConsent,
  REMINDER_RETRY_TEXT,
  reminderRouteName,
  reminderText,
  tokenFromHash,
} from "../../src/lib/reminder";
import { REMINDER_TOKEN_ROUTES, ROUTES, reminderPath } from "../../src/lib/routes";
import {
  checkRenewalDate,
  REMINDER_PAGES,
  REMINDER_PRODUCTS,
  REMINDER_ROUTES,
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
    const expected: Record<keyof RenewalReminderBody, unknown> = {
      formType: "renewal-reminder",
      name: "Ana Souza",
      email: "ana@example.com",
      phone: "",
      insuranceType: "veiculo",
      renewalDate: "2027-01-05",
      currentInsurer: "Porto",
      consent: true,
    };
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

  it("fills {dias}, {horas} and {guarda}, and data/reminder-page.json uses no other marker", () => {
    expect(reminderText("{dias} dias antes; o link vale {horas} horas; guardado até {guarda} depois.", 15)).toBe(
      "15 dias antes; o link vale 48 horas; guardado até 7 dias depois.",
    );
    const page = fs.readFileSync(path.join(ROOT, "data", "reminder-page.json"), "utf8");
    const markers = new Set(page.match(/\{[^{}"\n]*\}/g));
    expect(markers).toEqual(new Set(["{dias}", "{horas}", "{guarda}"]));
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
