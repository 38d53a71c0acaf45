/** The HTTP contract (contract-suite.ts) on the local server: Node, PGlite and a real SMTP server. */
import { contractSuite } from "./contract-suite";

contractSuite("local server");
