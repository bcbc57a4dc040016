/** Words of the formatting helpers (engine/format): times of day and program rounds. */
export const formatMessages = {
  ko: {
    "format.time.hour": "{period, select, am {오전} other {오후}} {hour}시",
    "format.time.hourMinute": "{period, select, am {오전} other {오후}} {hour}시 {minute}분",
    "format.round": "{round}회차 {time}",
  },
  en: {
    "format.time.hour": "{hour} {period, select, am {AM} other {PM}}",
    "format.time.hourMinute": "{hour}:{minute, number, ::integer-width/*00} {period, select, am {AM} other {PM}}",
    "format.round": "Round {round} · {time}",
  },
} as const;
