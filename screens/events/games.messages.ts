import type { Words } from "../../engine/i18n/words.ts";

/** The roulette and rock-paper-scissors games. */
const ko = {
  "games.roulette.heading": "룰렛 이벤트",
  "games.roulette.closed": "지금은 룰렛 이벤트 기간이 아닙니다.",
  "games.roulette.window": "운영 기간 {from} ~ {to}",
  "games.roulette.none": "진행 중인 룰렛 이벤트가 없습니다.",
  "games.roulette.rule": "회원은 하루에 한 번 룰렛을 돌릴 수 있습니다.",
  "games.roulette.slots": "룰렛 상품",
  "games.roulette.spin": "룰렛 돌리기",
  "games.roulette.done": "오늘 참여 완료",
  "games.roulette.won": "축하합니다! {prize}에 당첨되었습니다. ({time} 참여)",
  "games.roulette.lost": "{prize}. 내일 다시 도전해 주세요. ({time} 참여)",
  "games.roulette.notRunning": "지금은 룰렛을 돌릴 수 없습니다.",
  "games.rps.heading": "가위바위보 게임",
  "games.rps.intro": "가위, 바위, 보 중 하나를 골라 보세요. 경품이 없는 미니 게임으로, 몇 번이든 즐길 수 있습니다.",
  "games.rps.pick": "낼 손",
  "games.rps.hand.rock": "바위",
  "games.rps.hand.paper": "보",
  "games.rps.hand.scissors": "가위",
  "games.rps.win": "이겼습니다! {mine}로 {theirs}를 이겼어요.",
  "games.rps.lose": "졌습니다. {theirs}가 {mine}를 이겼어요.",
  "games.rps.draw": "비겼습니다. 둘 다 {mine}를 냈어요.",
  "games.rps.score": "승 {win} · 패 {lose} · 무 {draw}",
} as const;

const en: Words<typeof ko> = {
  "games.roulette.heading": "Roulette",
  "games.roulette.closed": "The roulette is not running now.",
  "games.roulette.window": "Runs {from} ~ {to}",
  "games.roulette.none": "There is no roulette event running.",
  "games.roulette.rule": "Members can spin once a day.",
  "games.roulette.slots": "Roulette prizes",
  "games.roulette.spin": "Spin",
  "games.roulette.done": "Spun today",
  "games.roulette.won": "Congratulations! You won {prize}. (spun at {time})",
  "games.roulette.lost": "{prize}. Try again tomorrow. (spun at {time})",
  "games.roulette.notRunning": "The roulette cannot be spun now.",
  "games.rps.heading": "Rock-paper-scissors",
  "games.rps.intro": "Pick rock, paper or scissors. A game just for fun, with no prizes: play as often as you like.",
  "games.rps.pick": "Your hand",
  "games.rps.hand.rock": "Rock",
  "games.rps.hand.paper": "Paper",
  "games.rps.hand.scissors": "Scissors",
  "games.rps.win": "You win! {mine} beats {theirs}.",
  "games.rps.lose": "You lose. {theirs} beats {mine}.",
  "games.rps.draw": "A draw: both played {mine}.",
  "games.rps.score": "Won {win} · lost {lose} · drawn {draw}",
};

export const gamesMessages = { ko, en };
