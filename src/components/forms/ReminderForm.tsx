import * as React from "react";
import { flushSync } from "react-dom";
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { MAX_LENGTHS, reminderBody, type ReminderValues } from "../../lib/leads";
import { reminderConsent } from "../../reminders/reminder";
import {
  checkRenewalDate,
  REMINDER_CONSENT_MISSING,
  REMINDER_LABELS,
  REMINDER_LIMITS,
  REMINDER_PRODUCTS,
  reminderDateRange,
} from "../../../supabase/functions/_shared/contract/renewal-reminder";
import { todayInSaoPaulo } from "../../../supabase/functions/_shared/contract/calendar";
import { CheckboxField } from "./CheckboxField";
import { DateField } from "./DateField";
import { FormSubmit } from "./FormSubmit";
import { HoneypotField } from "./HoneypotField";
import { REMINDER_MESSAGES } from "./messages";
import { SelectField } from "./SelectField";
import { TextField } from "./TextField";
import { useLeadSubmit } from "./useLeadSubmit";
import { PRODUCT_PARAMETER } from "../../../supabase/functions/_shared/contract/routes";
import { island, PRESELECT_ATTRIBUTE } from "../../islands/contract";

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
  const initialValues = React.useMemo<ReminderValues>(
    () => ({
      name: "",
      email: "",
      phone: "",
      insuranceType: product ?? "",
      renewalDate: "",
      currentInsurer: "",
      consent: false,
    }),
    [product],
  );
  const [today, setToday] = React.useState<string | null>(null);
  const [shown, setShown] = React.useState<ReadonlySet<FieldName>>(() => new Set());
  const [refused, setRefused] = React.useState<Partial<Record<FieldName, string>>>({});
  const dateRef = React.useRef<HTMLInputElement>(null);
  const consentRef = React.useRef<HTMLInputElement>(null);
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
    dateRef.current?.setCustomValidity(errors.renewalDate ?? "");
    consentRef.current?.setCustomValidity(errors.consent ?? "");
  });

  /** A field's props, and a change drops the function's refusal of it. */
  const field = (name: Exclude<FieldName, "consent">) => {
    const props = form.field(name);
    return {
      ...props,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        if (refused[name] !== undefined) setRefused({});
        props.onChange(event);
      },
    };
  };

  return (
    <Stack
      as="form"
      method="post"
      {...(isIsland ? island("interaction") : {})}
      ref={form.formRef}
      aria-label="Pedido de lembrete de renovação"
      spacing={5}
      position="relative"
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      data-testid="reminder-form"
    >
      <SimpleGrid minChildWidth="220px" spacing={5}>
        <TextField
          label="Nome"
          isRequired
          autoComplete="name"
          maxLength={MAX_LENGTHS.name}
          error={errorOf("name")}
          {...field("name")}
        />
        <TextField
          label="E-mail"
          type="email"
          isRequired
          autoComplete="email"
          maxLength={MAX_LENGTHS.email}
          error={errorOf("email")}
          {...field("email")}
        />
      </SimpleGrid>
      <SimpleGrid minChildWidth="220px" spacing={5}>
        <TextField
          label="WhatsApp (opcional)"
          type="tel"
          autoComplete="tel"
          maxLength={MAX_LENGTHS.phone}
          error={errorOf("phone")}
          {...field("phone")}
        />
        <SelectField
          label="Seguro"
          isRequired
          placeholder="Selecione o seguro"
          options={REMINDER_PRODUCTS}
          error={errorOf("insuranceType")}
          {...(product === null ? { [PRESELECT_ATTRIBUTE]: PRODUCT_PARAMETER } : {})}
          {...field("insuranceType")}
        />
      </SimpleGrid>
      <SimpleGrid minChildWidth="220px" spacing={5}>
        <DateField
          label={REMINDER_LABELS.renewalDate}
          isRequired
          {...(today === null ? {} : reminderDateRange(today))}
          error={errorOf("renewalDate")}
          inputRef={dateRef}
          onBlur={() => show("renewalDate")}
          onInvalid={() => show("renewalDate")}
          {...field("renewalDate")}
        />
        <TextField
          label={`${REMINDER_LABELS.currentInsurer} (opcional)`}
          autoComplete="off"
          maxLength={REMINDER_LIMITS.currentInsurer}
          error={errorOf("currentInsurer")}
          {...field("currentInsurer")}
        />
      </SimpleGrid>
      <CheckboxField
        name="consent"
        checked={form.values.consent}
        isRequired
        error={errorOf("consent")}
        inputRef={consentRef}
        onInvalid={() => show("consent")}
        onChange={(checked) => {
          if (refused.consent !== undefined) setRefused({});
          form.setValue("consent", checked);
        }}
      >
        {reminderConsent(brokerageName, daysBefore)}
      </CheckboxField>
      <HoneypotField {...form.honeypotField} />
      <FormSubmit label="Pedir lembrete" isSubmitting={form.isSubmitting} />
    </Stack>
  );
}
