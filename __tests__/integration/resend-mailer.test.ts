/** The Resend mailer (send-form-email/resend-mailer.ts) against a local server that follows Resend's documented contract. */
import { startResendStandIn, type ResendStandIn } from "../../test-kit/resend-stand-in";
import { MailError, type MailMessage } from "../../supabase/functions/_shared/types";
import { createResendMailer } from "../../supabase/functions/send-form-email/resend-mailer";

describe("Resend mailer against the Resend stand-in", () => {
  let resend: ResendStandIn;
  const message: MailMessage = {
    to: "corretora@example.com",
    from: "Site <site@example.com>",
    subject: "Assunto",
    text: "texto",
    html: "<p>texto</p>",
    replyTo: "ana@example.com",
    idempotencyKey: "lead/1",
  };
  beforeEach(async () => {
    resend = await startResendStandIn();
  });
  afterEach(async () => {
    await resend.close();
  });
  const mailer = (options: { timeoutMs?: number; apiKey?: string } = {}) =>
    createResendMailer({
      apiKey: options.apiKey ?? resend.apiKey,
      endpoint: resend.endpoint,
      timeoutMs: options.timeoutMs ?? 2000,
    });

  it("sends the documented body with the Idempotency-Key; a repeat is answered without a second mail", async () => {
    await mailer().send(message);
    await mailer().send(message);
    expect(resend.emails).toHaveLength(1);
    expect(resend.emails[0]).toMatchObject({
      idempotencyKey: "lead/1",
      payload: {
        from: "Site <site@example.com>",
        to: ["corretora@example.com"],
        subject: "Assunto",
        text: "texto",
        html: "<p>texto</p>",
        reply_to: "ana@example.com",
      },
    });
    expect(resend.requests.map((request) => request.status)).toEqual([200, 200]);
  });

  it("turns refusals into MailErrors with Resend's name, each classed as transient, permanent or already sent", async () => {
    const failure = (promise: Promise<void>) =>
      promise.then(
        () => null,
        (error: unknown) => error as MailError,
      );
    const forbidden = await failure(mailer({ apiKey: "re_errada" }).send(message));
    expect(forbidden).toMatchObject({
      message: "Resend answered 403 invalid_api_key: API key is invalid.",
      kind: "permanent",
    });
    resend.failNext({ kind: "status", status: 429, retryAfter: "90" });
    const limited = await failure(mailer().send(message));
    expect(limited).toBeInstanceOf(MailError);
    expect(limited).toMatchObject({ retryAfterSeconds: 90, kind: "transient" });
    resend.failNext({ kind: "status", status: 422, name: "validation_error" });
    expect(await failure(mailer().send(message))).toMatchObject({ kind: "permanent" });
    resend.failNext({ kind: "status", status: 500 });
    expect(await failure(mailer().send(message))).toMatchObject({ kind: "transient" });
    await mailer().send(message);
    const conflict = await failure(mailer().send({ ...message, subject: "outro" }));
    expect(conflict).toMatchObject({ kind: "already-sent" });
    expect(conflict?.message).toContain("409 invalid_idempotent_request");
    expect(resend.emails).toHaveLength(1);
  });

  it("gives up on a silent Resend after its timeout", async () => {
    resend.failNext({ kind: "hang" });
    await expect(mailer({ timeoutMs: 300 }).send(message)).rejects.toThrow("Resend did not answer within 300 ms");
  });
});
