import { shelfMessages } from '../shelf-messages.ts';

/**
 * A listing's heading with how many products it found: read on arrival, so a page reloaded by
 * the facets' form (no JavaScript) says the count where a screen reader starts. With
 * JavaScript a facet changes the listing in place; the status line (a polite live region,
 * rendered from the start so only changes are spoken) says the new count.
 */
export function FoundHeading({ id, title, total }: { id: string; title: string; total: number }) {
  const found = shelfMessages.found(total);
  return (
    <>
      <h1 id={id}>
        {title}
        <span className="results__heading-count">{found}</span>
      </h1>
      <p className="visually-hidden" role="status">
        {found}
      </p>
    </>
  );
}
