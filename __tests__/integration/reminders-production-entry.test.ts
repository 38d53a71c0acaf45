/** The renewal reminders (reminders-suite.ts) on the production entry: Deno, PostgreSQL 17 and the Resend stand-in. */
import { remindersSuite } from "./reminders-suite";

remindersSuite("production entry");
