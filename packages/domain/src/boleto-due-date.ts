// Internal helper of boleto.ts (not re-exported by index.ts): the FEBRABAN due-date factor, the
// number of days from 1997-10-07. Factor 9999 fell on 2025-02-21; on 2025-02-22 the count
// restarted at 1000, and it restarts again every 9000 days — so one factor names several dates.

const DAY_MS = 86_400_000;
const BASE_DAY = Date.UTC(1997, 9, 7) / DAY_MS;
/** Days from the base date to 2025-02-22, the first restart at factor 1000. */
const FIRST_RESTART = 10_000;
const MIN_FACTOR = 1000;
const CYCLE_DAYS = 9000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Factor for a 'YYYY-MM-DD' due date. Throws RangeError for a malformed or impossible date and
 * for dates before 1997-10-08 (factor 1), which no factor can name.
 */
export function dueDateToFactor(dueDate: string): number {
  const match = ISO_DATE.exec(dueDate);
  const day = match
    ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS
    : NaN;
  if (!match || formatDay(day) !== dueDate) {
    throw new RangeError(`boleto: due date must be a real date as YYYY-MM-DD, got ${dueDate}`);
  }
  const days = day - BASE_DAY;
  if (days < 1) throw new RangeError(`boleto: due date ${dueDate} is before 1997-10-08 (factor 1)`);
  if (days < FIRST_RESTART) return days;
  return MIN_FACTOR + ((days - FIRST_RESTART) % CYCLE_DAYS);
}

/**
 * The 'YYYY-MM-DD' date a factor names that lies nearest `reference` (ties go to the later
 * date: a boleto is issued before it falls due). Factor 0 means "no due date" → null. Factors
 * 1–999 only existed before the first restart, so they name a single date (1997–2000).
 */
export function factorToDueDate(factor: number, reference: Date): string | null {
  const referenceDay = Math.floor(reference.getTime() / DAY_MS);
  if (!Number.isFinite(referenceDay))
    throw new RangeError('boleto: referenceDate is not a valid date');
  if (factor === 0) return null;
  const firstDay = BASE_DAY + factor;
  if (factor < MIN_FACTOR) return formatDay(firstDay);
  // Candidates are firstDay + k · 9000 for k ≥ 0; the nearest is one of the two around the reference.
  const below = Math.max(0, Math.floor((referenceDay - firstDay) / CYCLE_DAYS));
  const earlier = firstDay + below * CYCLE_DAYS;
  const later = earlier + CYCLE_DAYS;
  return formatDay(referenceDay - earlier < later - referenceDay ? earlier : later);
}

function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
