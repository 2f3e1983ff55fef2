// spec §5 birth date: typed day/month/year (dd/mm/aaaa), stored as an ISO date at midnight UTC.
// Midnight UTC, never local time: a local Date would move the day for buyers west of Greenwich.
const BIRTH_DATE_SHAPE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * '25/12/1990' → '1990-12-25T00:00:00.000Z'; null for anything that is not a real calendar
 * date (31/02, 29/02 of a common year, month 13, year 0). Whether the date is plausible for a
 * person (not in the future) needs a clock and is left to the caller.
 */
export function birthDateToIso(value: string): string | null {
  const match = BIRTH_DATE_SHAPE.exec(value.trim());
  if (!match) return null;
  const [, dd = '', mm = '', yyyy = ''] = match;
  const [day, month, year] = [Number(dd), Number(mm), Number(yyyy)];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return `${yyyy}-${mm}-${dd}T00:00:00.000Z`;
}
