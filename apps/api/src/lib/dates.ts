// Brazilian calendar dates. Stores and buyers live on Brasília time (UTC−3, no DST since 2019),
// so "today", due dates and the dd/mm/aaaa a person reads are taken there, not in UTC.
const TIME_ZONE = 'America/Sao_Paulo';

const DAY_FORMAT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const ISO_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const DAY_TIME_FORMAT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 2026-03-05T15:07Z → '05/03/2026 12:07' (Brasília wall clock). */
export function formatDateTimeBR(date: Date): string {
  // Intl writes '05/03/2026, 12:07' (some ICU versions '05/03/2026 12:07').
  return DAY_TIME_FORMAT.format(date).replace(', ', ' ');
}

/** 2026-03-05T15:00Z → '05/03/2026' (spec §5 day/month/year). */
export function formatDateBR(date: Date): string {
  return DAY_FORMAT.format(date);
}

/** The Brasília calendar day of an instant, 'YYYY-MM-DD'. */
export function saoPauloDay(date: Date): string {
  return ISO_PARTS.format(date);
}

/** 'YYYY-MM-DD' + n days, on the calendar (no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first instant of a Brasília calendar day ('2026-03-05' → 2026-03-05T03:00:00Z). */
export function startOfSaoPauloDay(day: string): Date {
  return new Date(`${day}T00:00:00-03:00`);
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export function isoDayToBR(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
