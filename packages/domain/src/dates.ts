// Dates and times as Brazilians read them. Stores and shoppers live on Brasília time (UTC−3, no
// DST since 2019), so "today", due dates and every dd/mm/aaaa HH:mm a person reads are taken
// there, whatever the time zone of the server or the browser. Every screen, e-mail and CSV
// formats through here, so the store, the shopper and the seller read the same moment alike.

export const STORE_TIME_ZONE = 'America/Sao_Paulo';

/** An instant: a Date, an ISO string as the API sends it, or epoch milliseconds. */
export type Moment = Date | string | number;

const DAY_PARTS = {
  timeZone: STORE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
} as const;

// h23 names midnight 00:00: without it some engines (Chrome with hour12: false) write 24:00.
const TIME_PARTS = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const DAY_TIME = new Intl.DateTimeFormat('pt-BR', { ...DAY_PARTS, ...TIME_PARTS });
// en-CA writes the day as YYYY-MM-DD.
const ISO_DAY = new Intl.DateTimeFormat('en-CA', DAY_PARTS);

const toDate = (moment: Moment) => (moment instanceof Date ? moment : new Date(moment));

/** The Brasília wall clock of an instant, field by field (no ICU punctuation involved). */
function wallClock(moment: Moment) {
  const parts = Object.fromEntries(
    DAY_TIME.formatToParts(toDate(moment)).map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.day}/${parts.month}/${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** 2026-03-05T15:00Z → '05/03/2026' (spec §5 day/month/year). */
export function formatDate(moment: Moment): string {
  return wallClock(moment).day;
}

/**
 * 2026-03-05T15:07Z → '05/03/2026 12:07'; `between` joins the day and the time where a
 * sentence reads better ('05/03/2026 às 12:07').
 */
export function formatDateTime(moment: Moment, between = ' '): string {
  const { day, time } = wallClock(moment);
  return `${day}${between}${time}`;
}

/** 2026-03-05T15:07Z → '12:07'. */
export function formatTime(moment: Moment): string {
  return wallClock(moment).time;
}

/** The Brasília calendar day of an instant, 'YYYY-MM-DD'. */
export function saoPauloDay(moment: Moment): string {
  return ISO_DAY.format(toDate(moment));
}

/** The first instant of a Brasília calendar day ('2026-03-05' → 2026-03-05T03:00:00Z). */
export function startOfSaoPauloDay(day: string): Date {
  return new Date(`${day}T00:00:00-03:00`);
}

/** 'YYYY-MM-DD' + n days, on the calendar (no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A calendar day as dd/mm/aaaa: '2026-03-05' (or a boleto's '2026-03-05T…') → '05/03/2026'. */
export function formatDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}

/** A calendar day as a chart's axis shows it: '2026-03-05' → '05/03'. */
export function formatDayMonth(day: string): string {
  const [, month = '', date = ''] = day.split('-');
  return `${date}/${month}`;
}

const TIME_SHAPE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_SHAPE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A Brasília wall-clock moment as a seller types it ('05/03/2026', '14:30') → its instant
 * (2026-03-05T17:30:00Z); null when the day is not a real calendar day or the time not HH:MM.
 * The inverse of formatDate and formatTime.
 */
export function saoPauloInstant(day: string, time: string): Date | null {
  const dayMatch = DAY_SHAPE.exec(day.trim());
  if (!dayMatch || !TIME_SHAPE.test(time.trim())) return null;
  const [, dd, mm, yyyy] = dayMatch;
  const instant = new Date(`${yyyy}-${mm}-${dd}T${time.trim()}:00-03:00`);
  // A day the calendar lacks (31/02) rolls over into the next month: refuse it.
  return Number.isNaN(instant.getTime()) || formatDate(instant) !== day.trim() ? null : instant;
}
