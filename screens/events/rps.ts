/** The hands of rock-paper-scissors. */
export const HANDS = ["rock", "paper", "scissors"] as const;
export type Hand = (typeof HANDS)[number];

export interface RoundResult {
  mine: Hand;
  theirs: Hand;
  outcome: "win" | "lose" | "draw";
}

const BEATS: Record<Hand, Hand> = { rock: "scissors", paper: "rock", scissors: "paper" };

/** One round: rock beats scissors, paper beats rock, scissors beat paper. */
export function playRound(mine: Hand, theirs: Hand): RoundResult {
  const outcome = mine === theirs ? "draw" : BEATS[mine] === theirs ? "win" : "lose";
  return { mine, theirs, outcome };
}
