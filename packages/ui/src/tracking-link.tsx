import { CARRIERS, type CarrierSlug } from '@vitrine/domain/carriers';
import { trackingMessages } from './messages.ts';

type TrackingLinkProps = {
  code: string;
  /** The carrier's page for the code (the API's tracking_url); null: the code as text. */
  url: string | null;
  carrier: CarrierSlug | null;
  className?: string;
};

/**
 * A shipment's tracking code as a link to its carrier's tracking page, in a new tab so the
 * order stays open. Its accessible name starts with the code people see (WCAG 2.5.3 label in
 * name) and says where it goes and that a new tab opens. A carrier without a page ("Outra
 * transportadora") leaves the code as text to copy.
 */
export function TrackingLink({ code, url, carrier, className }: TrackingLinkProps) {
  if (url === null) return <span className={className}>{code}</span>;
  const where = carrier ? CARRIERS[carrier].where : trackingMessages.anyCarrier;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={trackingMessages.linkName(code, where)}
      className={className}
    >
      {code}
    </a>
  );
}
