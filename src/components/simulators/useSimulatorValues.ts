import * as React from "react";
import { HYDRATED_ATTRIBUTE, typedValue } from "../../islands/contract";

type FieldElement = HTMLInputElement | HTMLSelectElement;

/**
 * What a simulator's fields hold, as typed. The server renders the example's values; the island
 * hydrates at the first focus or touch (src/islands/contract.ts), and whatever the visitor typed
 * before that goes into the state here, so the results follow it at once. The form is then marked
 * hydrated (HYDRATED_ATTRIBUTE), as the lead forms are.
 */
export function useSimulatorValues<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = React.useState(initial);
  const [changed, setChanged] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);

  React.useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(HYDRATED_ATTRIBUTE, "");
    const typed: Partial<Record<K, string>> = {};
    for (const name of Object.keys(initial) as K[]) {
      const value = typedValue(form, name, initial[name]);
      if (typeof value === "string") typed[name] = value;
    }
    if (Object.keys(typed).length > 0) {
      setValues((current) => ({ ...current, ...typed }));
      setChanged(true);
    }
    // Once, right after hydration: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<FieldElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setChanged(true);
    },
  });

  return { values, field, formRef, changed };
}
