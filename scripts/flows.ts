// npm run flows -- <machine> [--path N] [--input NAME] [--full]: explore a machine without a browser.
import { runFlowsCli } from "../devtools/flows/flow-cli.ts";
import { settle } from "../devtools/flows/settle.ts";

const { code, out } = await runFlowsCli(process.argv.slice(2), settle);
(code === 0 ? console.log : console.error)(out);
process.exitCode = code;
