import { SimpleGrid, Stack } from "@chakra-ui/react";
import { contactPageBody, MAX_LENGTHS, type ContactPageValues } from "../../lib/leads";
import { FormSubmit } from "./FormSubmit";
import { HoneypotField } from "./HoneypotField";
import { CONTACT_PAGE_MESSAGES } from "./messages";
import { TextareaField } from "./TextareaField";
import { TextField } from "./TextField";
import { useLeadSubmit } from "./useLeadSubmit";
import { island } from "../../islands/contract";

const EMPTY: ContactPageValues = { nome: "", telefone: "", email: "", assunto: "", mensagem: "" };

/** The contact page form; every field is required and marked with *. */
export function ContactForm() {
  const form = useLeadSubmit({ initialValues: EMPTY, toBody: contactPageBody, messages: CONTACT_PAGE_MESSAGES });
  return (
    <Stack
      as="form"
      method="post"
      {...island("interaction")}
      ref={form.formRef}
      aria-label="Formulário de contato"
      spacing={5}
      position="relative"
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      data-testid="contact-form"
    >
      <TextField label="Nome" isRequired autoComplete="name" maxLength={MAX_LENGTHS.name} {...form.field("nome")} />
      <SimpleGrid minChildWidth="220px" spacing={5}>
        <TextField
          label="Telefone"
          type="tel"
          isRequired
          autoComplete="tel"
          maxLength={MAX_LENGTHS.phone}
          {...form.field("telefone")}
        />
        <TextField
          label="E-mail"
          type="email"
          isRequired
          autoComplete="email"
          maxLength={MAX_LENGTHS.email}
          {...form.field("email")}
        />
      </SimpleGrid>
      <TextField label="Assunto" isRequired maxLength={MAX_LENGTHS.subject} {...form.field("assunto")} />
      <TextareaField label="Mensagem" isRequired maxLength={MAX_LENGTHS.message} {...form.field("mensagem")} />
      <HoneypotField {...form.honeypotField} />
      <FormSubmit label="Enviar Mensagem" isSubmitting={form.isSubmitting} />
    </Stack>
  );
}
