import * as React from "react";
import { chakra } from "@chakra-ui/react";

interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
  /** Natively required: the browser refuses the submission while it is unticked. */
  isRequired?: boolean;
  /** Why the form cannot go without it, in pt-BR; tied to the checkbox (aria-describedby). */
  error?: string | null;
  /** The browser refused the submission because of this box (`isRequired`). */
  onInvalid?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label beside it, in the brand colour: the browser's own states,
 * keyboard and focus handling, and valid HTML (Chakra's Checkbox puts aria-checked on the input).
 */
export function CheckboxField({
  name,
  checked,
  onChange,
  children,
  isRequired,
  error = null,
  onInvalid,
  inputRef,
}: CheckboxFieldProps) {
  const errorId = `${React.useId()}-error`;
  // A fragment, not a wrapper: the forms' markup stays as it was where no error shows.
  return (
    <>
      <chakra.label display="flex" alignItems="flex-start" gap={3} fontSize="lg" cursor="pointer">
        <chakra.input
          ref={inputRef}
          type="checkbox"
          name={name}
          checked={checked}
          required={isRequired}
          aria-invalid={error !== null ? true : undefined}
          aria-describedby={error !== null ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          onInvalid={onInvalid}
          flexShrink={0}
          boxSize={5}
          mt={1}
          cursor="pointer"
          sx={{ accentColor: "var(--chakra-colors-brand-600)" }}
        />
        <span>{children}</span>
      </chakra.label>
      {error !== null ? (
        <chakra.p id={errorId} ml={8} fontSize="sm" color="red.700">
          {error}
        </chakra.p>
      ) : null}
    </>
  );
}
