// @vitest-environment jsdom
import { describeFaultMatrix } from "./fault-matrix-parts.ts";

describeFaultMatrix("events-places");
