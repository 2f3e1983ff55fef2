// The two events a seller may register on an authorised NF-e (MOC 7.0, "Eventos"), as SEFAZ
// takes them: the cancellation (110111) within its window, with a justification (xJust, 15–255
// characters), and the carta de correção (110110, xCorrecao, 15–1,000 characters), up to 20
// per note, each replacing the one before.

/** SEFAZ's cancellation window: 24 hours after the authorisation (rejection 501 past it). */
export const CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

export const JUSTIFICATION_LENGTH = { min: 15, max: 255 } as const;
export const CORRECTION_LENGTH = { min: 15, max: 1000 } as const;
export const MAX_CORRECTIONS = 20;

/** The last moment the note may be cancelled. */
export const cancellableUntil = (authorizedAt: Date): Date =>
  new Date(authorizedAt.getTime() + CANCEL_WINDOW_MS);

/** Whether SEFAZ still takes the note's cancellation at `now` (the window's end included). */
export const withinCancelWindow = (authorizedAt: Date, now: Date): boolean =>
  now.getTime() <= cancellableUntil(authorizedAt).getTime();

/** What a note cancelled with its sale says when the seller's reason is too short to be one. */
export const SALE_CANCELLED_JUSTIFICATION = 'Venda cancelada pela loja';

/**
 * A sale's cancel reason (3–300 characters in the office) as the note's justification: as it
 * is when SEFAZ takes it; a short one follows SALE_CANCELLED_JUSTIFICATION ("Venda cancelada
 * pela loja: sem estoque"); a long one is cut at 255 with an ellipsis.
 */
export function cancelJustification(reason: string | null | undefined): string {
  const text = (reason ?? '').replace(/\s+/g, ' ').trim();
  if (text.length >= JUSTIFICATION_LENGTH.min && text.length <= JUSTIFICATION_LENGTH.max)
    return text;
  if (text.length > JUSTIFICATION_LENGTH.max)
    return `${text.slice(0, JUSTIFICATION_LENGTH.max - 1).trimEnd()}…`;
  return text ? `${SALE_CANCELLED_JUSTIFICATION}: ${text}` : `${SALE_CANCELLED_JUSTIFICATION}.`;
}
