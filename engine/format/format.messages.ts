/** Words of the formatting helpers (engine/format): times of day, program rounds and weekdays. */
export const formatMessages = {
  ko: {
    "format.time.hour": "{period, select, am {오전} other {오후}} {hour}시",
    "format.time.hourMinute": "{period, select, am {오전} other {오후}} {hour}시 {minute}분",
    "format.round": "{round}회차 {time}",
    "format.weekday": "{day, select, 0 {일} 1 {월} 2 {화} 3 {수} 4 {목} 5 {금} other {토}}",
  },
  en: {
    "format.time.hour": "{hour} {period, select, am {AM} other {PM}}",
    "format.time.hourMinute": "{hour}:{minute, number, ::integer-width/*00} {period, select, am {AM} other {PM}}",
    "format.round": "Round {round} · {time}",
    "format.weekday": "{day, select, 0 {Sun} 1 {Mon} 2 {Tue} 3 {Wed} 4 {Thu} 5 {Fri} other {Sat}}",
  },
} as const;
