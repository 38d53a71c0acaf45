/** A wa.me chat link with a prefilled message; `number` is digits only with country code. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** Where the service's name goes in data/site.json's `whatsapp.serviceMessage`. */
export const SERVICE_PLACEHOLDER = "{servico}";

/**
 * The chat text of a service page: data/site.json's `whatsapp.serviceMessage` with {servico}
 * replaced by the service's name (data/services/<slug>.json's `name`, trimmed).
 */
export function serviceGreeting(template: string, serviceName: string): string {
  return template.split(SERVICE_PLACEHOLDER).join(serviceName.trim());
}
