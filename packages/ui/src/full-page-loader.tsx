import { commonMessages } from './messages.ts';
import './tokens.css';
import './full-page-loader.css';

export interface FullPageLoaderProps {
  /** spec §3 Loader `enable`: on during a CEP lookup (spec §4), off after success or failure. */
  enabled: boolean;
  label?: string;
}

/**
 * Covers the page and announces `label` politely while work the buyer waits on is running.
 * Renders nothing when disabled.
 */
export function FullPageLoader({ enabled, label = commonMessages.loading }: FullPageLoaderProps) {
  if (!enabled) return null;
  return (
    <div className="vt-full-page-loader" role="status" aria-live="polite" aria-busy="true">
      <span className="vt-full-page-loader__spinner" aria-hidden="true" />
      <span className="vt-full-page-loader__label">{label}</span>
    </div>
  );
}
