/** The visitor's confirmations' limits (confirmation-limits-suite.ts) on the local server: Node, PGlite and a real SMTP server. */
import { confirmationLimitsSuite } from "./confirmation-limits-suite";

confirmationLimitsSuite("local server");
