import { badgeMessages } from './messages.ts';
import { VisuallyHidden } from './visually-hidden.tsx';
import './tokens.css';
import './badge.css';

/** spec §9 badge maximum. */
export const BADGE_MAX = 99;

/** 5 → '5', 100 → '99+'. */
export function formatBadgeCount(count: number, max = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}

export interface BadgeProps {
  count: number;
  max?: number;
  /** What the count means, read instead of the digits: '3 itens no carrinho'. */
  label?: string | ((count: number) => string);
}

/**
 * A count bubble (cart, notifications), hidden at 0. Screen readers hear the label with the
 * real count, never the clipped '99+'.
 */
export function Badge({ count, max = BADGE_MAX, label = badgeMessages.items }: BadgeProps) {
  if (count <= 0) return null;
  return (
    <span className="vt-badge">
      <span aria-hidden="true">{formatBadgeCount(count, max)}</span>
      <VisuallyHidden>{typeof label === 'function' ? label(count) : label}</VisuallyHidden>
    </span>
  );
}
