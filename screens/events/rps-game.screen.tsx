import { useState } from "react";
import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import { playRound, type Hand, type RoundResult, HANDS } from "./rps.ts";
import styles from "./rps-game.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { gamesMessages } from "./games.messages.ts";

/** A fair pick for the mall's hand. */
const randomHand = (): Hand => HANDS[crypto.getRandomValues(new Uint32Array(1))[0]! % 3]!;

/**
 * Rock-paper-scissors (event/main/rpsGame): the spec names the route with no call behind it, so it
 * is a game for fun, with no prize: the visitor picks a hand, the mall picks one at random, the
 * result says who won; nothing is sent or issued, however often it is played.
 */
export default function RpsGameScreen() {
  const t = useMessages(gamesMessages);
  const [round, setRound] = useState<RoundResult | null>(null);
  const [score, setScore] = useState({ win: 0, lose: 0, draw: 0 });

  const play = (hand: Hand) => {
    const result = playRound(hand, randomHand());
    setRound(result);
    setScore((s) => ({ ...s, [result.outcome]: s[result.outcome] + 1 }));
  };

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("games.rps.heading")}</h1>
      <p>{t("games.rps.intro")}</p>
      <div className={styles.hands} role="group" aria-label={t("games.rps.pick")}>
        {HANDS.map((h) => (
          <Button key={h} variant="secondary" onClick={() => play(h)}>
            {t(`games.rps.hand.${h}`)}
          </Button>
        ))}
      </div>
      <p className={styles.result} role="status">
        {round !== null ? t(`games.rps.${round.outcome}`, { mine: t(`games.rps.hand.${round.mine}`), theirs: t(`games.rps.hand.${round.theirs}`) }) : ""}
      </p>
      <p className={styles.score}>{t("games.rps.score", score)}</p>
    </div>
  );
}
