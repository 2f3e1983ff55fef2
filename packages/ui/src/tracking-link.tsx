import { trackingUrl } from '@vitrine/domain/tracking';
import { messages } from './messages.ts';

type TrackingLinkProps = { code: string; className?: string };

/**
 * A shipment's tracking code as a link to the carrier's tracking page (domain trackingUrl), in
 * a new tab so the order stays open. Its accessible name starts with the code people see (WCAG
 * 2.5.3 label in name) and says where it goes and that a new tab opens.
 */
export function TrackingLink({ code, className }: TrackingLinkProps) {
  return (
    <a
      href={trackingUrl(code)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={messages.tracking.linkName(code)}
      className={className}
    >
      {code}
    </a>
  );
}
