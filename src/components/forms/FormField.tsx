import * as React from "react";
import { chakra, Input, Select, Textarea } from "@chakra-ui/react";
import { EMAIL_PATTERN_SOURCE } from "../../../supabase/functions/_shared/contract/email-address";
import { PHONE_PATTERN_SOURCE } from "../../../supabase/functions/_shared/contract/phone";
import { PRESELECT_ATTRIBUTE } from "../../islands/contract";
import { controlStyles, labelStyles } from "./field-styles";
import type { FieldDeclaration } from "./form-fields";
import { PrivacyPolicyLink } from "./PrivacyPolicyLink";

export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the form holds of a field: its value, and what happens as the visitor changes it or leaves it. */
export interface FieldBinding {
  value: string | boolean;
  onChange: (event: React.ChangeEvent<FieldElement>) => void;
  onBlur?: () => void;
  /** The browser refused the submission because of this field (required, or out of min…max). */
  onInvalid?: () => void;
  /** Why the value is not accepted, in pt-BR; null when it is (or is still untouched). */
  error?: string | null;
}

interface FormFieldProps extends FieldBinding {
  field: FieldDeclaration;
}

/**
 * The function's own pattern for each control that has one, so the browser refuses what the
 * function would (natively, with the browser's message: SPEC §5 has no custom ones).
 */
const PATTERNS: Partial<Record<FieldDeclaration["control"], string>> = {
  email: EMAIL_PATTERN_SOURCE,
  tel: PHONE_PATTERN_SOURCE,
};

const messageStyles = { mt: 1.5, fontSize: "sm", lineHeight: "normal" } as const;

/**
 * One field of a lead form, drawn from its declaration (form-fields.ts): a label, the native control
 * with the declared name, type, limits, keyboard and autofill, and its help and error tied to it
 * (aria-describedby; the error also sets aria-invalid). A required field's label carries the * mark.
 * A checkbox sits inside its label, so a tap anywhere on the text ticks it; a link the text speaks
 * of (the privacy policy) follows the label as a target of its own.
 */
export function FormField({ field, value, onChange, onBlur, onInvalid, error = null }: FormFieldProps) {
  const id = React.useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [field.help ? helpId : null, error !== null ? errorId : null].filter(Boolean).join(" ");
  // No id on a checkbox: its label holds it.
  const shared = {
    name: field.name,
    required: field.required,
    onChange,
    onBlur,
    onInvalid,
    "aria-describedby": describedBy || undefined,
  };
  const help = field.help ? (
    <chakra.p id={helpId} color="gray.600" {...messageStyles}>
      {field.help}
    </chakra.p>
  ) : null;
  const problem =
    error !== null ? (
      <chakra.p id={errorId} color="red.700" {...messageStyles}>
        {error}
      </chakra.p>
    ) : null;

  if (field.control === "checkbox")
    return (
      <div>
        <chakra.label display="flex" alignItems="flex-start" gap={3} fontSize="lg" cursor="pointer">
          <chakra.input
            {...shared}
            type="checkbox"
            checked={value === true}
            aria-invalid={error !== null || undefined}
            flexShrink={0}
            boxSize={5}
            mt={1}
            cursor="pointer"
            sx={{ accentColor: "var(--chakra-colors-brand-600)" }}
          />
          <span>{field.label}</span>
        </chakra.label>
        {field.policyLink ? (
          <chakra.p ml={8} mt={1}>
            <PrivacyPolicyLink>Ler a Política de Privacidade</PrivacyPolicyLink>
          </chakra.p>
        ) : null}
        {problem ? <chakra.div ml={8}>{problem}</chakra.div> : null}
      </div>
    );

  const text = typeof value === "string" ? value : "";
  const control =
    field.control === "select" ? (
      <Select
        {...controlStyles}
        {...shared}
        id={id}
        {...(field.preselect ? { [PRESELECT_ATTRIBUTE]: field.preselect } : {})}
        value={text}
        placeholder={field.placeholder}
        isInvalid={error !== null}
      >
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    ) : field.control === "textarea" ? (
      <Textarea
        {...controlStyles}
        {...shared}
        id={id}
        size="lg"
        rows={5}
        resize="vertical"
        value={text}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        isInvalid={error !== null}
      />
    ) : (
      <Input
        {...controlStyles}
        {...shared}
        id={id}
        type={field.control === "text" ? undefined : field.control}
        value={text}
        pattern={PATTERNS[field.control]}
        maxLength={field.maxLength}
        min={field.min}
        max={field.max}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        autoCapitalize={field.autoCapitalize}
        spellCheck={field.spellCheck}
        placeholder={field.placeholder}
        isInvalid={error !== null}
      />
    );
  return (
    <div>
      <chakra.label htmlFor={id} display="block" {...labelStyles}>
        {field.label}
        {field.required ? (
          <chakra.span aria-hidden="true" ms={1} color="red.500">
            *
          </chakra.span>
        ) : null}
      </chakra.label>
      {control}
      {help}
      {problem}
    </div>
  );
}
