import { SimpleGrid, Stack } from "@chakra-ui/react";
import { HOME_INSURANCE_TYPES, homeContactBody, MAX_LENGTHS, type HomeContactValues } from "../../lib/leads";
import { FormSubmit } from "./FormSubmit";
import { HoneypotField } from "./HoneypotField";
import { HOME_CONTACT_MESSAGES } from "./messages";
import { SelectField } from "./SelectField";
import { TextareaField } from "./TextareaField";
import { TextField } from "./TextField";
import { useLeadSubmit } from "./useLeadSubmit";
import { island } from "../../islands/contract";

const EMPTY: HomeContactValues = { name: "", email: "", phone: "", insuranceType: "", message: "" };

/** The contact form at the end of the home page. */
export function HomeContactForm() {
  const form = useLeadSubmit({ initialValues: EMPTY, toBody: homeContactBody, messages: HOME_CONTACT_MESSAGES });
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
      data-testid="home-contact-form"
    >
      <TextField label="Nome" isRequired autoComplete="name" maxLength={MAX_LENGTHS.name} {...form.field("name")} />
      <SimpleGrid minChildWidth="220px" spacing={5}>
        <TextField
          label="E-mail"
          type="email"
          isRequired
          autoComplete="email"
          maxLength={MAX_LENGTHS.email}
          {...form.field("email")}
        />
        <TextField
          label="Telefone"
          type="tel"
          isRequired
          autoComplete="tel"
          maxLength={MAX_LENGTHS.phone}
          {...form.field("phone")}
        />
      </SimpleGrid>
      <SelectField
        label="Tipo de seguro"
        isRequired
        placeholder="Selecione o tipo de seguro"
        options={HOME_INSURANCE_TYPES}
        {...form.field("insuranceType")}
      />
      <TextareaField label="Mensagem" isRequired maxLength={MAX_LENGTHS.message} {...form.field("message")} />
      <HoneypotField {...form.honeypotField} />
      <FormSubmit label="Enviar Mensagem" isSubmitting={form.isSubmitting} />
    </Stack>
  );
}
