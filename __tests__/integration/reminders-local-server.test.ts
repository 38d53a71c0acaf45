/** The renewal reminders (reminders-suite.ts) on the local server: Node, PGlite, a real SMTP server and `npm run reminders`. */
import { remindersSuite } from "./reminders-suite";

remindersSuite("local server");
