import { SimpleGrid, Stack } from "@chakra-ui/react";
import { MAX_LENGTHS, QUICK_QUOTE_SERVICES, quickQuoteBody, type QuickQuoteValues } from "../../lib/leads";
import { FormSubmit } from "./FormSubmit";
import { HoneypotField } from "./HoneypotField";
import { QUICK_QUOTE_MESSAGES } from "./messages";
import { SelectField } from "./SelectField";
import { TextField } from "./TextField";
import { useLeadSubmit } from "./useLeadSubmit";
import { island } from "../../islands/contract";

const EMPTY: QuickQuoteValues = { nome: "", cpf: "", telefone: "", servicos: "", empresa: "" };
const SERVICE_OPTIONS = QUICK_QUOTE_SERVICES.map((service) => ({ value: service, label: service }));

/** The home page's quick quote. */
export function QuickQuoteForm() {
  const form = useLeadSubmit({
    initialValues: EMPTY,
    toBody: quickQuoteBody,
    messages: QUICK_QUOTE_MESSAGES,
    logFailure: true,
  });
  return (
    <Stack
      as="form"
      method="post"
      {...island("interaction")}
      ref={form.formRef}
      aria-label="Cotação rápida"
      spacing={5}
      position="relative"
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      data-testid="quick-quote-form"
    >
      <TextField label="Nome" isRequired autoComplete="name" maxLength={MAX_LENGTHS.name} {...form.field("nome")} />
      <SimpleGrid minChildWidth="220px" spacing={5}>
        <TextField label="CNPJ/CPF" isRequired inputMode="numeric" maxLength={MAX_LENGTHS.cpf} {...form.field("cpf")} />
        <TextField
          label="Telefone"
          type="tel"
          isRequired
          autoComplete="tel"
          maxLength={MAX_LENGTHS.phone}
          {...form.field("telefone")}
        />
      </SimpleGrid>
      <SelectField
        label="Serviço de interesse"
        isRequired
        placeholder="Selecione um serviço"
        options={SERVICE_OPTIONS}
        {...form.field("servicos")}
      />
      <TextField
        label="Empresa (opcional)"
        autoComplete="organization"
        maxLength={MAX_LENGTHS.company}
        {...form.field("empresa")}
      />
      <HoneypotField {...form.honeypotField} />
      <FormSubmit label="Solicitar Cotação" isSubmitting={form.isSubmitting} />
    </Stack>
  );
}
