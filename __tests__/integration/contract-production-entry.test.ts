/** The HTTP contract (contract-suite.ts) on the production entry: Deno, PostgreSQL 17 and the Resend stand-in. */
import { contractSuite } from "./contract-suite";

contractSuite("production entry");
