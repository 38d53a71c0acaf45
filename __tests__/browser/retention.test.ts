/**
 * What is kept and for how long, said once (supabase/functions/_shared/contract/retention.ts): the
 * privacy policy and the reminder page as the build produced them and Chromium shows them, against
 * the periods the code uses — the function's reminder job, the purge functions as the last migration
 * defining each leaves them, and the production job's migration. Nothing is changed by hand here:
 * the test reads.
 */
import fs from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIR } from "../../local-supabase/migrate";
import { RETENTION, RETENTION_WORDS, SCHEDULED_RETENTION } from "../../supabase/functions/_shared/contract/retention";
import { REMINDER_RETENTION } from "../../supabase/functions/_shared/reminders";
import { ROOT } from "../../test-kit/paths";
import { browserForFile, withPage } from "./support";

const browser = browserForFile();

async function pageText(route: string): Promise<string> {
  let text = "";
  await withPage(browser(), route, async (page) => {
    text = await page.locator("main").innerText();
  });
  return text;
}

/** A SQL function as the last migration that (re)defines it leaves it (migrations apply in name order). */
function functionSql(name: string): string {
  const start = new RegExp(`create (?:or replace )?function ${name.replace(".", "\\.")}\\(`, "i");
  const defining = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => fs.readFileSync(path.join(MIGRATIONS_DIR, file), "utf8"))
    .filter((sql) => start.test(sql));
  const sql = defining.at(-1) ?? "";
  const from = sql.search(start);
  return sql.slice(from, sql.indexOf("$$;", sql.indexOf("$$", from) + 2));
}

describe("retention, said once", () => {
  it("the privacy policy states every period the code applies, and no other", async () => {
    const text = await pageText("/politica-de-privacidade");
    expect(text).toContain(`por ${RETENTION_WORDS.retencao} a partir do envio`);
    expect(text).toContain(`Esses dados técnicos são apagados ${RETENTION_WORDS.conexao} depois do envio`);
    expect(text).toContain(`guardamos por ${RETENTION_WORDS.registros} um registro de cada envio`);
    expect(text).toContain(`um pedido não confirmado é apagado ${RETENTION_WORDS.confirmacao} depois de enviado`);
    expect(text).toContain(`é apagado ${RETENTION_WORDS.guarda} depois da data de vencimento do seguro`);
    // Every period the policy names where it says what it keeps or deletes is one the declaration holds.
    const declared = new Set(Object.values(RETENTION_WORDS));
    const keeping = text.split(/(?<=[.;])\s+/).filter((sentence) => /guard|apag/i.test(sentence));
    const named = keeping.flatMap((sentence) =>
      [...sentence.matchAll(/(\d+) (anos|dias|horas)/g)].map((match) => match[0]),
    );
    expect(
      named.filter((words) => !declared.has(words as (typeof RETENTION_WORDS)[keyof typeof RETENTION_WORDS])),
    ).toEqual([]);
  });

  it("the reminder page says how long a confirmed reminder is kept, as the privacy policy does", async () => {
    const text = await pageText("/lembrete-de-renovacao");
    expect(text).toContain(`Sem a confirmação em até ${RETENTION.reminderUnconfirmedHours} horas, o pedido é apagado`);
    expect(text).toContain(`até ${RETENTION_WORDS.guarda} depois do vencimento do seguro; depois, apagamos`);
    expect(text).not.toContain("até o lembrete");
  });

  it("the code deletes after those very periods", async () => {
    // The reminders' daily job (reminders.ts) passes these to purge_reminders.
    expect(REMINDER_RETENTION).toEqual({
      unconfirmedSeconds: RETENTION.reminderUnconfirmedHours * 3600,
      keepDaysAfterEnd: RETENTION.reminderDaysAfterEnd,
    });
    // The production job deletes leads after the declared years (the local timer uses the same interval).
    const schedule = fs.readFileSync(path.join(ROOT, SCHEDULED_RETENTION.migration), "utf8");
    expect(schedule).toContain(`purge_expired_leads(interval '${RETENTION.leadYears} years')`);
    // The purges' own periods, as the migrated database holds them.
    const leads = functionSql("leads_private.purge_expired_leads");
    expect(leads).toContain(`p_forget_client_after interval default interval '${RETENTION.connectionDays} days'`);
    const shortLived = [
      ...leads.matchAll(/now\(\) - interval '(\d+ days)'/g),
      ...functionSql("leads_private.purge_reminders").matchAll(/now\(\) - interval '(\d+ days)'/g),
    ];
    expect(shortLived.length).toBeGreaterThanOrEqual(4);
    for (const [, interval] of shortLived) expect(interval).toBe(`${RETENTION.mailRecordsDays} days`);
  });
});
