/** Mailer over the Resend HTTPS API (Supabase Edge blocks outbound SMTP ports). */

import type { Mailer } from "../_shared/types.ts";

export const RESEND_ENDPOINT = "https://api.resend.com/emails";

export function createResendMailer(apiKey: string): Mailer {
  return {
    async send(message) {
      const response = await fetch(RESEND_ENDPOINT, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: message.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { reply_to: message.replyTo } : {}),
        }),
      });
      if (!response.ok) {
        throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      }
    },
  };
}
