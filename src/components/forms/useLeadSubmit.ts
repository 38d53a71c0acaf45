import * as React from "react";
import type { SentBody } from "../../../supabase/functions/_shared/contract/form-bodies";
import { LeadSendError, prefetchLeadClient, sendLead } from "./send-lead";
import { notify, prefetchNotices } from "../ui/notify";
import {
  clearHeldMark,
  currentValues,
  heldSubmits,
  HYDRATED_ATTRIBUTE,
  linkChoices,
  readField,
  setHeldState,
  typedValue,
} from "../../islands/contract";
import { forgetValues, rememberedValues, rememberValues } from "../../islands/form-memory";
import type { FieldBinding, FieldElement } from "./FormField";
import type { LeadMessages, NoticeText } from "./messages";
import { submitLead, successNotice } from "./submit-lead";
import { continuationChat, sentRequestOf } from "../../../supabase/functions/_shared/contract/whatsapp";
import { useLayoutChat } from "../layout/whatsapp";

interface LeadSubmitOptions<V> {
  initialValues: V;
  toBody: (values: V) => SentBody;
  messages: LeadMessages;
  /** Runs first, before anything is sent: false blocks the submission (the form shows why at each field, and moves the focus there). */
  checkFields?: (values: V, form: HTMLFormElement | null) => boolean;
  /** Runs before anything is sent; a notice returned blocks the submission. */
  check?: (values: V) => NoticeText | null;
  /** Also log a failed send to the console (the quick quote does, SPEC §8). */
  logFailure?: boolean;
  /**
   * A field the function refused (its 422 names it): the form shows the message there and returns
   * true, in place of the failure notice; false leaves it to the notice.
   */
  onRefusedField?: (field: string, message: string) => boolean;
  /** After a success has cleared the form: a form clears what it shows beyond its values (its fields' errors). */
  onSent?: () => void;
}

/**
 * The name of the hidden field only bots fill in; its value travels beside the body, never in it
 * (sendLead). Nothing that autofill recognises (not "website", "url", "company", "email", …), so
 * a browser or password manager is unlikely to fill it for a real visitor.
 */
export const HONEYPOT_NAME = "nao_preencher";

/**
 * Resolves once the browser has had the chance to paint: after the next animation frame, or after
 * 100 ms where frames do not come (a tab hidden right after the tap), so that a lead never waits
 * for the page to be seen again.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** What the form element needs of its state (LeadForm.tsx). */
export interface LeadFormState {
  formRef: React.RefObject<HTMLFormElement>;
  onSubmit: (event: React.FormEvent<HTMLElement>) => void;
  onFocus: () => void;
  honeypotField: { name: string; value: string; onChange: (event: React.ChangeEvent<HTMLInputElement>) => void };
  isSubmitting: boolean;
}

/**
 * The state of one lead form: its values and idle → submitting → success/failure.
 * Success clears the form; failure keeps every value. Either way a notice appears. What the
 * visitor typed is kept in the tab until the form is sent, and comes back with a return to the
 * page (src/islands/form-memory.ts).
 */
export function useLeadSubmit<V extends { [K in keyof V]: string | boolean }>({
  initialValues,
  toBody,
  messages,
  checkFields,
  check,
  logFailure = false,
  onRefusedField,
  onSent,
}: LeadSubmitOptions<V>) {
  const [values, setValues] = React.useState<V>(initialValues);
  const brokerageChat = useLayoutChat();
  const [honeypot, setHoneypot] = React.useState("");
  const [isSubmitting, setSubmitting] = React.useState(false);
  const [replayHeldSubmit, setReplayHeldSubmit] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  // The guard against a second send: the state below is set in a transition and may lag the tap.
  const sending = React.useRef(false);
  // The values are kept from the hydration on, once the state holds what was typed before it, and
  // only when they hold more than the page's link chose (an ad's product is not the visitor's).
  const remembering = React.useRef(false);
  const linkValues = React.useRef<V>(initialValues);
  const restored = React.useRef(false);

  const setValue = React.useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  /** A field's value and its change, for FormField: a checkbox's tick, any other field's text. */
  const bind = <K extends keyof V & string>(name: K): FieldBinding => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<FieldElement>) => setValue(name, readField(event.target) as V[K]),
  });

  /** True when the values came back from an earlier visit at this same address (a link's prefill then stays out). */
  const wasRestored = React.useCallback(() => restored.current, []);

  const honeypotField = {
    name: HONEYPOT_NAME,
    value: honeypot,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setHoneypot(event.target.value),
  };

  const onSubmit = async (event: React.FormEvent<HTMLElement>) => {
    event.preventDefault();
    const form = formRef.current;
    // React's handlers are live from its commit, but the state holds what was typed before React
    // only after the effect below has read it (a later task; a slow phone's tap can land between):
    // sent now, the lead would go with empty fields. The tap is held instead — the loader has
    // already held it unless the page runs without it — and the effect replays it.
    if (form && !form.hasAttribute(HYDRATED_ATTRIBUTE)) {
      if (!heldSubmits().has(form)) {
        heldSubmits().add(form);
        setHeldState(form, true);
      }
      return;
    }
    if (sending.current) return;
    sending.current = true;
    // The tap is answered in its own frame by the same busy state the loader draws for a held
    // submission (button disabled, 'Enviando...' by CSS); React's redraw of the whole form, which
    // takes longer than a tap should on a slow phone, follows in a transition.
    if (form) setHeldState(form, true);
    // What the browser validated, read from the fields: the state, unless a hydration race left it
    // behind; the state takes it too, so React's redraw keeps what the visitor sees.
    const fields = form ? currentValues(form, values) : values;
    const trap = form ? currentValues(form, { [HONEYPOT_NAME]: honeypot })[HONEYPOT_NAME] : honeypot;
    React.startTransition(() => {
      setValues(fields);
      setSubmitting(true);
    });
    // The tap's frame first (the busy button), then the checks and the call: starting the request
    // takes a slow phone tens of ms, which the frame that answers the tap need not wait for.
    await afterNextPaint();
    const outcome = await submitLead({
      values: fields,
      honeypot: String(trap),
      checkFields: checkFields && ((checked: V) => checkFields(checked, form)),
      check,
      toBody,
      send: sendLead,
    });
    sending.current = false;
    // Also when the transition never got to render: the button the mark disabled is enabled again.
    if (form) setHeldState(form, false);
    setSubmitting(false);
    switch (outcome.kind) {
      case "invalid":
        break;
      case "blocked":
        notify({ status: "error", ...outcome.notice });
        break;
      case "sent": {
        // The specification's texts as they are, and the protocol on a line of its own to quote on the
        // phone; said otherwise when the visitor's confirmation mail goes later or not now.
        // And the same request carried on to WhatsApp: its kind, its product from the form's list, its protocol; nothing typed.
        const body = toBody(fields);
        const request = sentRequestOf(body.formType);
        const product = "insuranceType" in body ? body.insuranceType : null;
        const chat =
          request && brokerageChat ? brokerageChat(continuationChat(request, product, outcome.receipt.protocol)) : null;
        const { notice, clear } = successNotice(messages, outcome.receipt, chat);
        if (clear) {
          setValues(initialValues);
          setHoneypot("");
          if (form) forgetValues(form);
          onSent?.();
        }
        notify(notice);
        break;
      }
      case "failed":
        if (
          outcome.error instanceof LeadSendError &&
          outcome.error.status === 422 &&
          outcome.error.field !== undefined &&
          onRefusedField?.(outcome.error.field, outcome.error.message)
        )
          break;
        if (logFailure) console.error("Falha ao enviar o formulário:", outcome.error);
        notify({ status: "error", ...messages.failure });
        break;
    }
  };

  /** A first focus in the form loads what sending and the notices need, well before the submit. */
  const onFocus = React.useCallback(() => {
    prefetchLeadClient();
    prefetchNotices();
  }, []);

  // Every change from the hydration on is kept in the tab; values equal to the empty form drop the record.
  // Before the effect below in each commit: the first commit's values are not yet what was typed.
  React.useEffect(() => {
    const form = formRef.current;
    if (!remembering.current || !form) return;
    const link = linkValues.current;
    const typed = (Object.keys(values) as (keyof V)[]).some((name) => values[name] !== link[name]);
    if (typed) rememberValues(form, values, initialValues);
    else forgetValues(form);
  }, [values, initialValues]);

  // React loads when the visitor first focuses or touches the form (src/islands/contract.ts): what they
  // typed before it hydrated goes into the state, and so do the values kept from an earlier visit
  // for the fields they left as they were; the focus it missed still prefetches, and a submission
  // the loader held is replayed once the state has those values.
  React.useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(HYDRATED_ATTRIBUTE, "");
    const held = heldSubmits().delete(form);
    if (held) setReplayHeldSubmit(true);
    const kept = rememberedValues(form, initialValues);
    restored.current = kept.sameAddress;
    const changed: Partial<V> = {};
    for (const name of Object.keys(initialValues) as (keyof V & string)[]) {
      const value = typedValue(form, name, initialValues[name]) ?? kept.values[name];
      if (value !== undefined) changed[name] = value as V[typeof name];
    }
    linkValues.current = { ...initialValues, ...linkChoices(form) };
    remembering.current = true;
    if (Object.keys(changed).length > 0) setValues((current) => ({ ...current, ...changed }));
    const trap = typedValue(form, HONEYPOT_NAME, "");
    if (typeof trap === "string") setHoneypot(trap);
    // A held submission needs the notices too, even where a tap does not focus the button (Safari).
    if (held || form.contains(document.activeElement)) onFocus();
    // Once, right after hydration: later changes reach the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // React now draws 'Enviando...' and the spinner itself: the mark's CSS text steps aside.
  React.useEffect(() => {
    if (isSubmitting && formRef.current) clearHeldMark(formRef.current);
  }, [isSubmitting]);

  // After the render with the values typed before hydration: the same submission, exactly once.
  React.useEffect(() => {
    if (!replayHeldSubmit) return;
    setReplayHeldSubmit(false);
    // The loader's mark stays on: onSubmit keeps it until React has redrawn the form as sending,
    // so the visitor sees 'Enviando...' without a gap from the tap to the end.
    formRef.current?.requestSubmit();
  }, [replayHeldSubmit]);

  return { values, setValue, bind, wasRestored, honeypotField, isSubmitting, onSubmit, onFocus, formRef };
}
