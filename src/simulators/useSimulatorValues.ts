import * as React from "react";
import { HYDRATED_ATTRIBUTE, typedValue } from "../islands/contract";
import type { Unit } from "./fields";
import { formatTyped } from "./numbers";

/**
 * What a simulator's fields hold, as typed. The server renders the example's values; the island
 * hydrates at the first focus or touch (src/islands/contract.ts), and whatever the visitor typed
 * before that goes into the state here, so the results follow it at once. The form is then marked
 * hydrated (HYDRATED_ATTRIBUTE), as the lead forms are. A number is shown back as Brazilians write
 * it once the visitor leaves its field ("1500" → "1.500,00" in reais), as the example is, also when
 * the field was left before React arrived.
 */
export function useSimulatorValues<K extends string>(
  initial: Record<K, string>,
  fields: readonly { key: K; unit: Unit }[],
) {
  const [values, setValues] = React.useState(initial);
  const [changed, setChanged] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);

  React.useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(HYDRATED_ATTRIBUTE, "");
    const typed: Partial<Record<K, string>> = {};
    for (const { key, unit } of fields) {
      const value = typedValue(form, key, initial[key]);
      const left = form.elements.namedItem(key) !== document.activeElement;
      if (typeof value === "string") typed[key] = left ? formatTyped(value, unit === "reais") : value;
    }
    if (Object.keys(typed).length > 0) {
      setValues((current) => ({ ...current, ...typed }));
      setChanged(true);
    }
    // Once, right after hydration: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const field = (name: K) => {
    const cents = fields.find(({ key }) => key === name)?.unit === "reais";
    return {
      name,
      value: values[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setChanged(true);
      },
      onBlur: () => setValues((current) => ({ ...current, [name]: formatTyped(current[name], cents) })),
    };
  };

  return { values, field, formRef, changed };
}
