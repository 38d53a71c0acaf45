/**
 * A visitor who lands from a campaign and sends a quote later in the session: the lead carries
 * where they came from (first-party, sessionStorage, a request header beside the spec's body), and
 * the brokerage's mail lets staff act from a phone (call, WhatsApp, reply) under a short protocol.
 */
import fs from "node:fs";
import PostalMime from "postal-mime";
import { LEAD_SOURCE_HEADER, LEAD_SOURCE_STORAGE_KEY } from "../../supabase/functions/_shared/contract/lead-source";
import { waitForValue } from "../../test-kit/wait";
import { functionServer, browserForFile, MOBILE, openPage, siteUrl, tick } from "./support";

const browser = browserForFile();

describe("a campaign visitor who asks for a quote two pages later", () => {
  it("sends the spec's body with the source beside it; the mail has the protocol, the actions and the campaign; the CSV has the source", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      const cookiesBefore = await context.cookies();
      await page.goto(
        siteUrl("/servicos/seguro-auto?utm_source=google&utm_medium=cpc&utm_campaign=auto-sp-nov&gclid=xyz"),
        { waitUntil: "networkidle" },
      );
      // Kept for the session in sessionStorage only: path, utm_* (no other parameter), no cookie.
      expect(await page.evaluate((key) => sessionStorage.getItem(key), LEAD_SOURCE_STORAGE_KEY)).toBe(
        "landing=%2Fservicos%2Fseguro-auto&utm_source=google&utm_medium=cpc&utm_campaign=auto-sp-nov",
      );
      await page.goto(siteUrl("/quem-somos"), { waitUntil: "networkidle" });
      await page.goto(siteUrl("/solicitar-cotacao?utm_source=outro"), { waitUntil: "networkidle" });
      expect(await page.evaluate((key) => sessionStorage.getItem(key), LEAD_SOURCE_STORAGE_KEY)).toContain(
        "auto-sp-nov",
      );
      expect(await context.cookies()).toEqual(cookiesBefore);

      const name = `Campanha Auto ${Date.now()}`;
      const form = page.getByTestId("full-quote-form");
      await form.locator('[name="nome"]').fill(name);
      await form.locator('[name="cpf"]').fill("123.456.789-00");
      await form.locator('[name="email"]').fill("campanha.auto@example.com");
      await form.locator('[name="telefone"]').fill("(11) 98765-4321");
      await form.locator('select[name="tipoSeguro"]').selectOption("veiculo");
      await tick(form.locator('[name="aceiteTermos"]'));
      const request = page.waitForRequest(
        (sent) => sent.method() === "POST" && sent.url().includes("/functions/v1/send-form-email"),
      );
      await form.locator('button[type="submit"]').click();
      const sent = await request;
      expect(sent.postDataJSON()).toStrictEqual({
        formType: "full-quote",
        name,
        cpf: "123.456.789-00",
        email: "campanha.auto@example.com",
        phone: "(11) 98765-4321",
        insuranceType: "veiculo",
        additionalDetails: "",
      });
      expect(await sent.headerValue(LEAD_SOURCE_HEADER)).toBe(
        "landing=%2Fservicos%2Fseguro-auto&utm_source=google&utm_medium=cpc&utm_campaign=auto-sp-nov",
      );

      const lead = await waitForValue(
        async () => (await functionServer.leads()).find((row) => row.name === name),
        15_000,
        "the stored lead",
      );
      const protocol = lead.protocol as string;
      expect(protocol).toMatch(/^\d{4}-\d{5}$/);
      const mail = await waitForValue(
        async () => {
          for (const file of functionServer.outbox().filter((path) => path.endsWith(".eml"))) {
            const email = await PostalMime.parse(fs.readFileSync(file));
            if ((email.text ?? "").includes(name)) return email;
          }
          return undefined;
        },
        15_000,
        "the lead's e-mail",
      );
      expect(mail.subject).toContain(protocol);
      expect(mail.text).toContain(`Protocolo: ${protocol}`);
      expect(mail.html).toContain('href="tel:+5511987654321"');
      expect(mail.html).toMatch(/href="https:\/\/wa\.me\/5511987654321\?text=[^"]+"/);
      expect(mail.html).toContain('href="mailto:campanha.auto@example.com?subject=');
      expect(mail.text).toContain("Campanha: google / cpc / auto-sp-nov");
      expect(mail.text).toContain("Página de entrada: /servicos/seguro-auto");

      // What staff export: the same source in that lead's row.
      const row = (await functionServer.leadsCsv(protocol)).split("\r\n").find((line) => line.includes(name)) ?? "";
      expect(row.startsWith(`"${protocol}";`)).toBe(true);
      expect(row).toContain('"google / cpc / auto-sp-nov"');
      expect(row).toContain('"/servicos/seguro-auto"');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
