import { createActor, type Actor, type AnyStateMachine, type InputFrom } from "xstate";

/**
 * Creates a machine's actor; loaded with the machine by useMachineOnDemand. A module of its own
 * (not `import("xstate")`) so the bundle keeps only what is used instead of every xstate export.
 */
export const createFlowActor = <M extends AnyStateMachine>(machine: M, input: InputFrom<M>) => createActor(machine, { input }) as Actor<M>;
