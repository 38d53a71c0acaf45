import * as React from "react";
import { Stack } from "@chakra-ui/react";
import { island } from "../../islands/contract";
import type { FieldBinding } from "./FormField";
import { FormFields } from "./FormFields";
import type { FieldDeclaration, FieldRows } from "./form-fields";
import { FormSubmit } from "./FormSubmit";
import { HoneypotField } from "./HoneypotField";
import type { LeadFormState } from "./useLeadSubmit";

interface LeadFormProps<N extends string> {
  form: LeadFormState;
  /** The form's accessible name; also the name its typed values are kept under (src/islands/form-memory.ts). */
  label: string;
  testId: string;
  submitLabel: string;
  fields: { readonly [K in N]: FieldDeclaration };
  rows: FieldRows<N>;
  bind: (name: N) => FieldBinding;
  /** An island of its own (true), or inside one already (the reminder in a service page's invitation). */
  isIsland?: boolean;
  /** What follows the rows (the full quote's questions, details and terms). */
  children?: React.ReactNode;
}

/**
 * A lead form: its fields, the hidden trap and the submit button with the privacy note. It posts
 * (never a GET that would put the visitor's data in a URL) and hydrates at its first touch.
 */
export function LeadForm<N extends string>({
  form,
  label,
  testId,
  submitLabel,
  fields,
  rows,
  bind,
  isIsland = true,
  children,
}: LeadFormProps<N>) {
  return (
    <Stack
      as="form"
      method="post"
      {...(isIsland ? island("interaction") : {})}
      ref={form.formRef}
      aria-label={label}
      spacing={5}
      position="relative"
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      data-testid={testId}
    >
      <FormFields fields={fields} rows={rows} bind={bind} />
      {children}
      <HoneypotField {...form.honeypotField} />
      <FormSubmit label={submitLabel} isSubmitting={form.isSubmitting} />
    </Stack>
  );
}
