import * as React from "react";
import { Stack } from "@chakra-ui/react";
import { island } from "../../islands/contract";
import type { FieldBinding } from "./FormField";
import { FormFields } from "./FormFields";
import type { FieldDeclaration, FormDeclaration } from "./form-fields";
import { FormSubmit } from "./FormSubmit";
import { HoneypotField } from "./HoneypotField";
import type { LeadFormState } from "./useLeadSubmit";

interface LeadFormProps<T extends Readonly<Record<string, FieldDeclaration>>> {
  declaration: FormDeclaration<T>;
  form: LeadFormState;
  bind: (name: keyof T & string) => FieldBinding;
  /** An island of its own (true), or inside one already (the reminder in a service page's invitation). */
  isIsland?: boolean;
  /** What follows the rows (the full quote's questions, details and terms). */
  children?: React.ReactNode;
}

/**
 * A lead form: its fields in their rows, the hidden trap and the submit button with the privacy
 * note. It posts (never a GET that would put the visitor's data in a URL) and hydrates at its first touch.
 */
export function LeadForm<T extends Readonly<Record<string, FieldDeclaration>>>({
  declaration,
  form,
  bind,
  isIsland = true,
  children,
}: LeadFormProps<T>) {
  return (
    <Stack
      as="form"
      method="post"
      {...(isIsland ? island("interaction") : {})}
      ref={form.formRef}
      aria-label={declaration.label}
      spacing={5}
      position="relative"
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      data-testid={declaration.testId}
    >
      <FormFields fields={declaration.fields} rows={declaration.rows} bind={bind} />
      {children}
      <HoneypotField {...form.honeypotField} />
      <FormSubmit label={declaration.submitLabel} isSubmitting={form.isSubmitting} />
    </Stack>
  );
}
