import * as React from "react";
import type { SentBody } from "../../../supabase/functions/_shared/contract/form-bodies";
import { emptyValues, type FieldDeclaration, type FormDeclaration, type ValuesOf } from "./form-fields";
import { LeadForm } from "./LeadForm";
import type { LeadMessages } from "./messages";
import { useLeadSubmit } from "./useLeadSubmit";

interface PlainLeadFormProps<T extends Readonly<Record<string, FieldDeclaration>>> {
  declaration: FormDeclaration<T>;
  toBody: (values: ValuesOf<T>) => SentBody;
  messages: LeadMessages;
  /** Also log a failed send to the console (the quick quote does, SPEC §8). */
  logFailure?: boolean;
}

/** A lead form that is its fields and nothing more: the quick quote and both contact forms. */
export function PlainLeadForm<T extends Readonly<Record<string, FieldDeclaration>>>({
  declaration,
  toBody,
  messages,
  logFailure,
}: PlainLeadFormProps<T>) {
  const initialValues = React.useMemo(() => emptyValues(declaration.fields), [declaration]);
  const form = useLeadSubmit({ initialValues, toBody, messages, logFailure });
  return <LeadForm declaration={declaration} form={form} bind={form.bind} />;
}
