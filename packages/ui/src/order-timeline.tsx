/** One moment of a history: an order's status move, or an NF-e's. */
export type TimelineEvent = { status: string; status_label: string; at: string; note: string };

/**
 * An order's history, oldest first: each status as the API names it, when (the app's own
 * date-and-time format), and the note that came with it. The shopper's order page and the
 * seller's sale show it so, and the sale's NF-e its own; the list's look is the page's
 * (`className`).
 */
export function OrderTimeline({
  history,
  formatAt,
  className,
}: {
  history: readonly TimelineEvent[];
  formatAt: (iso: string) => string;
  className?: string;
}) {
  return (
    <ol className={className}>
      {history.map((event, index) => (
        // A refund's line may share its status and instant with the move that opened it.
        <li key={`${index}-${event.status}-${event.at}`}>
          <strong>{event.status_label}</strong>{' '}
          <time dateTime={event.at}>{formatAt(event.at)}</time>
          {event.note ? <p>{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
