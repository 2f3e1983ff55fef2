// Bank business days in Brazil. A boleto that falls due on a day banks do not clear (a weekend
// or a national bank holiday) can be paid without charges on the next business day, so the
// store issues it already on that day: what the shopper reads is the day the bank accepts.
//
// The holidays are the national ones of ANBIMA's and FEBRABAN's bank calendars: the fixed dates
// of Lei 662/1949, Lei 6.802/1980 (Aparecida) and Lei 14.759/2023 (Consciência Negra, national
// from 2024 on), and the days that move with Easter — Carnaval Monday and Tuesday (no
// clearing, though not civil holidays), Good Friday and Corpus Christi. State and city holidays
// are left out: clearing is national, and a boleto is paid in any city.
// A small function rather than a library: the rule is a dozen dates and Easter's computation,
// and no npm package keeps the bank calendar (Carnaval included) better than this table does.

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Fixed national holidays as 'MM-DD', with the first year each applies. */
const FIXED_HOLIDAYS: readonly { monthDay: string; since: number }[] = [
  { monthDay: '01-01', since: 0 }, // Confraternização Universal
  { monthDay: '04-21', since: 0 }, // Tiradentes
  { monthDay: '05-01', since: 0 }, // Dia do Trabalho
  { monthDay: '09-07', since: 0 }, // Independência do Brasil
  { monthDay: '10-12', since: 0 }, // Nossa Senhora Aparecida
  { monthDay: '11-02', since: 0 }, // Finados
  { monthDay: '11-15', since: 0 }, // Proclamação da República
  { monthDay: '11-20', since: 2024 }, // Zumbi e da Consciência Negra (Lei 14.759/2023)
  { monthDay: '12-25', since: 0 }, // Natal
];

/** Days from Easter Sunday of the bank holidays that move with it. */
const EASTER_OFFSETS = [
  -48, // Carnaval, Monday
  -47, // Carnaval, Tuesday
  -2, // Sexta-feira da Paixão
  60, // Corpus Christi
];

/** Easter Sunday of a Gregorian year, 'YYYY-MM-DD' (the anonymous Gregorian algorithm, Meeus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatDay(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** The national bank holidays of a year, 'YYYY-MM-DD', in calendar order. */
export function bankHolidays(year: number): string[] {
  const easter = parseDay(easterSunday(year));
  const fixed = FIXED_HOLIDAYS.filter((holiday) => year >= holiday.since).map(
    (holiday) => `${String(year).padStart(4, '0')}-${holiday.monthDay}`,
  );
  const moving = EASTER_OFFSETS.map((offset) => formatDay(easter + offset));
  return [...fixed, ...moving].sort();
}

/** Whether banks clear on a 'YYYY-MM-DD' day: not a Saturday, Sunday or national bank holiday. */
export function isBusinessDay(date: string): boolean {
  const day = parseDay(date);
  const weekday = new Date(day * DAY_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !bankHolidays(Number(date.slice(0, 4))).includes(date);
}

/** The day itself when it is a business day, else the next one ('2026-11-28' → '2026-11-30'). */
export function nextBusinessDay(date: string): string {
  let day = parseDay(date);
  while (!isBusinessDay(formatDay(day))) day += 1;
  return formatDay(day);
}

function parseDay(date: string): number {
  const match = ISO_DATE.exec(date);
  const day = match
    ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS
    : NaN;
  if (!match || formatDay(day) !== date) {
    throw new RangeError(`business days: expected a real date as YYYY-MM-DD, got ${date}`);
  }
  return day;
}

function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
