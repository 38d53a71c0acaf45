import { SimpleGrid } from "@chakra-ui/react";
import { FormField, type FieldBinding } from "./FormField";
import type { FieldDeclaration, FieldRows } from "./form-fields";

interface FormFieldsProps<N extends string> {
  fields: { readonly [K in N]: FieldDeclaration };
  rows: FieldRows<N>;
  /** The form's binding of each field: its value and handlers, and its error when the form shows one. */
  bind: (name: N) => FieldBinding;
}

/** A form's fields in its rows: fields sharing a row sit side by side on a wide screen and stack on a phone. */
export function FormFields<N extends string>({ fields, rows, bind }: FormFieldsProps<N>) {
  return (
    <>
      {rows.map((row) =>
        typeof row === "string" ? (
          <FormField key={row} field={fields[row]} {...bind(row)} />
        ) : (
          <SimpleGrid key={row.join(" ")} minChildWidth="220px" spacing={5}>
            {row.map((name) => (
              <FormField key={name} field={fields[name]} {...bind(name)} />
            ))}
          </SimpleGrid>
        ),
      )}
    </>
  );
}
