import { createContext } from "react";

/** Reads the current time in epoch ms; tests and the flow lab provide a fixed one. */
export type Clock = () => number;

/** The clock screens format against; the real time unless a provider says otherwise. */
export const ClockContext = createContext<Clock>(() => Date.now());
