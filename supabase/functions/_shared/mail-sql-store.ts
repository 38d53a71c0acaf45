/** The stored notifications and the hourly mail ceiling, shared by every kind's mails (MailStore). */

import { batched } from "./batched.ts";
import { seconds, type SqlClient } from "./sql-client.ts";
import type { MailStore, StoredMail } from "./types.ts";

export function createMailSqlStore(db: SqlClient): MailStore {
  // The mails of the deliveries waiting meanwhile are stored in one statement (batched.ts).
  const prepareMail = batched(async (mails: { key: string; mail: StoredMail }[]): Promise<StoredMail[]> => {
    const rows = await db.query<{ subject: string; text_body: string; html_body: string; reply_to: string | null }>(
      "select * from leads_private.prepare_mails($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])",
      [
        mails.map((entry) => entry.key),
        mails.map((entry) => entry.mail.subject),
        mails.map((entry) => entry.mail.text),
        mails.map((entry) => entry.mail.html),
        mails.map((entry) => entry.mail.replyTo),
      ],
    );
    return rows.map((row) => ({
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      replyTo: row.reply_to,
    }));
  });
  return {
    prepareMail: (key, mail) => prepareMail({ key, mail }),

    async reserveMailSlot(kind, max, perSeconds, key) {
      const [row] = await db.query<{ slot: string | number | null }>(
        "select leads_private.reserve_mail_slot($1, $2, $3::interval, $4)::text as slot",
        [kind, max, seconds(perSeconds), key ?? null],
      );
      return row?.slot === null || row?.slot === undefined ? null : String(row.slot);
    },

    async releaseMailSlot(slot) {
      await db.query("select leads_private.release_mail_slot($1::bigint)", [slot]);
    },
  };
}
