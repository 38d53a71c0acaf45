/** The visitor's confirmations' limits (confirmation-limits-suite.ts) on the production entry: Deno, PostgreSQL 17 and the Resend stand-in. */
import { confirmationLimitsSuite } from "./confirmation-limits-suite";

confirmationLimitsSuite("production entry");
