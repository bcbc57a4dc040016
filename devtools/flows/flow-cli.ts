import { machineEntry, machineRegistry } from "../../machines/registry.ts";
import { prepareWalk, shortestFlowPaths } from "./flow-paths.ts";
import { formatMachine, formatPath } from "./flow-report.ts";

export interface CliResult {
  code: number;
  out: string;
}

const USAGE = "usage: npm run flows -- <machine> [--path N] [--input NAME] [--full]";

function parse(args: readonly string[]) {
  const opts: { machine?: string; path?: string; input?: string; full: boolean; help: boolean } = { full: false, help: false };
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === "--path" || a === "--input") opts[a.slice(2) as "path" | "input"] = args[++i];
    else if (a.startsWith("--path=") || a.startsWith("--input=")) opts[a.slice(2, a.indexOf("=")) as "path" | "input"] = a.slice(a.indexOf("=") + 1);
    else if (a === "--full") opts.full = true;
    else if (a === "--help" || a === "-h") opts.help = true;
    else opts.machine ??= a;
  }
  return opts;
}

const machineList = () => ["machines:", ...machineRegistry.map((e) => `  ${e.id.padEnd(12)} ${e.title}`)].join("\n");

/** `npm run flows`: a machine's states, its shortest paths, and with --path N the snapshot after each step. */
export async function runFlowsCli(args: readonly string[], settle: () => Promise<void>): Promise<CliResult> {
  const opts = parse(args);
  if (opts.help || opts.machine === undefined) return { code: opts.help ? 0 : 1, out: `${USAGE}\n\n${machineList()}` };
  const entry = machineEntry(opts.machine);
  if (!entry) return { code: 1, out: `unknown machine "${opts.machine}"\n\n${machineList()}` };
  const inputName = opts.input ?? Object.keys(entry.sampleInputs)[0] ?? "";
  if (!(inputName in entry.sampleInputs))
    return { code: 1, out: `unknown input "${inputName}" for ${entry.id}; samples: ${Object.keys(entry.sampleInputs).join(", ")}` };
  const flow = await prepareWalk(entry, settle);
  const paths = shortestFlowPaths(flow, entry.sampleInputs[inputName]);
  if (opts.path === undefined) return { code: 0, out: formatMachine(flow, inputName, paths) };
  const n = Number(opts.path);
  const path = paths.find((p) => p.index === n);
  if (!path) return { code: 1, out: `no path ${opts.path}: ${entry.id} has paths 1 to ${paths.length} from ${inputName}` };
  return { code: 0, out: formatPath(flow, inputName, path, opts.full) };
}
