import { Link, SimpleGrid, Stack } from "@chakra-ui/react";
import { FULL_QUOTE_TYPES, fullQuoteBody, MAX_LENGTHS, type FullQuoteValues } from "../../lib/leads";
import { CheckboxField } from "./CheckboxField";
import { FormSubmit } from "./FormSubmit";
import { HoneypotField } from "./HoneypotField";
import { FULL_QUOTE_MESSAGES, TERMS_NOT_ACCEPTED } from "./messages";
import { SelectField } from "./SelectField";
import { TextareaField } from "./TextareaField";
import { TextField } from "./TextField";
import { useLeadSubmit } from "./useLeadSubmit";
import { ROUTES } from "../../lib/routes";
import { island } from "../../islands/contract";

const EMPTY: FullQuoteValues = {
  nome: "",
  cpf: "",
  email: "",
  telefone: "",
  tipoSeguro: "",
  outrosDetalhes: "",
  aceiteTermos: false,
};

const termsAccepted = (values: FullQuoteValues) => (values.aceiteTermos ? null : TERMS_NOT_ACCEPTED);

/**
 * The full quote request. The terms checkbox is deliberately not natively required:
 * the form itself blocks the submission with the SPEC's own notice.
 */
export function FullQuoteForm() {
  const form = useLeadSubmit({
    initialValues: EMPTY,
    toBody: fullQuoteBody,
    messages: FULL_QUOTE_MESSAGES,
    check: termsAccepted,
  });
  return (
    <Stack as="form" method="post" {...island("interaction")} ref={form.formRef} aria-label="Solicitação de cotação" spacing={5} position="relative" onSubmit={form.onSubmit} onFocus={form.onFocus} data-testid="full-quote-form">
      <TextField label="Nome completo" isRequired autoComplete="name" maxLength={MAX_LENGTHS.name} {...form.field("nome")} />
      <SimpleGrid minChildWidth="220px" spacing={5}>
        <TextField label="CPF" isRequired inputMode="numeric" maxLength={MAX_LENGTHS.cpf} {...form.field("cpf")} />
        <TextField label="Telefone" type="tel" isRequired autoComplete="tel" maxLength={MAX_LENGTHS.phone} {...form.field("telefone")} />
      </SimpleGrid>
      <TextField label="E-mail" type="email" isRequired autoComplete="email" maxLength={MAX_LENGTHS.email} {...form.field("email")} />
      <SelectField
        label="Tipo de seguro"
        isRequired
        placeholder="Selecione o tipo de seguro"
        options={FULL_QUOTE_TYPES}
        {...form.field("tipoSeguro")}
      />
      <TextareaField
        label="Outros detalhes (opcional)"
        maxLength={MAX_LENGTHS.additionalDetails}
        placeholder="Conte mais sobre o que você precisa: bem a segurar, coberturas desejadas, prazos..."
        {...form.field("outrosDetalhes")}
      />
      <CheckboxField name="aceiteTermos" checked={form.values.aceiteTermos} onChange={(checked) => form.setValue("aceiteTermos", checked)}>
        Li e aceito os termos e condições e a{" "}
        <Link href={ROUTES.privacy} color="brand.700" textDecoration="underline" fontWeight={600}>
          Política de Privacidade
        </Link>
        .
      </CheckboxField>
      <HoneypotField {...form.honeypotField} />
      <FormSubmit label="Solicitar Cotação" isSubmitting={form.isSubmitting} />
    </Stack>
  );
}
