import * as React from "react";
import { flushSync } from "react-dom";
import { reminderBody, type ReminderValues } from "../../supabase/functions/_shared/contract/form-bodies";
import { reminderConsent } from "./reminder";
import {
  checkRenewalDate,
  REMINDER_CONSENT_MISSING,
  reminderDateRange,
} from "../../supabase/functions/_shared/contract/renewal-reminder";
import { todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";
import type { FieldBinding } from "../components/forms/FormField";
import { emptyValues, reminderForm } from "../components/forms/form-fields";
import { LeadForm } from "../components/forms/LeadForm";
import { REMINDER_MESSAGES } from "../components/forms/messages";
import { useLeadSubmit } from "../components/forms/useLeadSubmit";

/** The fields whose errors the form shows itself; the function's 422 may name any of ReminderValues. */
type FieldName = keyof ReminderValues;

interface ReminderFormProps {
  /** The brokerage that sends the reminder (data/site.json), named in the consent. */
  brokerageName: string;
  /** How many days before the end date the reminder goes: the consent says it. */
  daysBefore: number;
  /** The product chosen from the start (a service page's); otherwise the link's ?produto= chooses it. */
  product?: string | null;
  /** An island of its own (the reminder's page); false inside one already (a service page's section). */
  isIsland?: boolean;
}

/**
 * The renewal reminder's request (issue 42). The end date must fall in the contract's window
 * (tomorrow … 13 months) and the consent must be ticked: both are natively required, carry the
 * contract's pt-BR message as their validity message, and show it at the field; a field the
 * function still refuses (its 422) shows the function's message there. Nothing is sent until both hold.
 * The date's limits are set once React has the form: a built page's would be the build day's.
 */
export function ReminderForm({ brokerageName, daysBefore, product = null, isIsland = true }: ReminderFormProps) {
  const declared = React.useMemo(
    () => reminderForm(reminderConsent(brokerageName, daysBefore)),
    [brokerageName, daysBefore],
  );
  const initialValues = React.useMemo<ReminderValues>(
    () => ({ ...emptyValues(declared.fields), insuranceType: product ?? "" }),
    [declared, product],
  );
  const [today, setToday] = React.useState<string | null>(null);
  const declaration = React.useMemo(() => {
    const { renewalDate, insuranceType } = declared.fields;
    const fields = {
      ...declared.fields,
      renewalDate: { ...renewalDate, ...(today === null ? {} : reminderDateRange(today)) },
      // A product given from the start: the link's ?produto= chooses nothing.
      insuranceType: product === null ? insuranceType : { ...insuranceType, preselect: undefined },
    };
    return { ...declared, fields };
  }, [declared, today, product]);
  const [shown, setShown] = React.useState<ReadonlySet<FieldName>>(() => new Set());
  const [refused, setRefused] = React.useState<Partial<Record<FieldName, string>>>({});
  React.useEffect(() => setToday(todayInSaoPaulo()), []);

  const show = (...names: FieldName[]) => setShown((current) => new Set([...current, ...names]));

  const localErrors = (values: ReminderValues, day: string): Partial<Record<FieldName, string>> => {
    const date = checkRenewalDate(values.renewalDate, day);
    return {
      ...(date.ok ? {} : { renewalDate: date.message }),
      ...(values.consent ? {} : { consent: REMINDER_CONSENT_MISSING }),
    };
  };

  const checkFields = (values: ReminderValues, formElement: HTMLFormElement | null): boolean => {
    const errors = localErrors(values, todayInSaoPaulo());
    const first = (["renewalDate", "consent"] as const).find((name) => errors[name] !== undefined);
    if (first === undefined) return true;
    // Drawn before the focus moves, so a screen reader reads the field with its reason.
    flushSync(() => show("renewalDate", "consent"));
    const element = formElement?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
    return false;
  };

  const form = useLeadSubmit({
    initialValues,
    toBody: reminderBody,
    messages: REMINDER_MESSAGES,
    checkFields,
    onSent: () => {
      setShown(new Set());
      setRefused({});
    },
    onRefusedField: (field, message) => {
      if (!Object.hasOwn(initialValues, field)) return false;
      flushSync(() => setRefused({ [field]: message }));
      const element = form.formRef.current?.elements.namedItem(field);
      if (element instanceof HTMLElement) element.focus();
      return true;
    },
  });

  const errors = today === null ? {} : localErrors(form.values, today);
  const errorOf = (name: FieldName): string | null =>
    refused[name] ?? (shown.has(name) ? (errors[name] ?? null) : null);

  // The browser's own bubble says the contract's words too, when it stops a submission here.
  React.useEffect(() => {
    for (const name of ["renewalDate", "consent"] as const) {
      const element = form.formRef.current?.elements.namedItem(name);
      if (element instanceof HTMLInputElement) element.setCustomValidity(errors[name] ?? "");
    }
  });

  /** A field's binding: its error shows once it has been left or refused, and a change drops the function's refusal. */
  const bind = (name: FieldName): FieldBinding => {
    const binding = form.bind(name);
    return {
      ...binding,
      error: errorOf(name),
      onBlur: name === "consent" ? undefined : () => show(name),
      onInvalid: () => show(name),
      onChange: (event) => {
        if (refused[name] !== undefined) setRefused({});
        binding.onChange(event);
      },
    };
  };

  return <LeadForm declaration={declaration} form={form} bind={bind} isIsland={isIsland} />;
}
