import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import './tokens.css';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Busy: spinner, aria-busy and aria-disabled; clicks (and a form's Enter-key submission, which
   * clicks the submit button) are swallowed. Not the native `disabled`, which would throw focus
   * to <body> the moment a focused submit button starts loading.
   */
  loading?: boolean;
  /** Renders the single child (a router `<Link>`, an `<a>`) with the button's look and props. */
  asChild?: boolean;
}

/** React 19 passes `ref` as a prop, so it reaches the element (or the `asChild` child) as is. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  // A link has no `disabled` attribute: it is announced as disabled and its click swallowed.
  const ariaDisabled = loading || (asChild && disabled);
  return (
    <Component
      {...props}
      className={['vt-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      aria-busy={loading || undefined}
      aria-disabled={ariaDisabled || undefined}
      {...(asChild ? {} : { type: type ?? 'button', disabled })}
      onClick={(event) => {
        if (ariaDisabled) {
          event.preventDefault();
          return;
        }
        props.onClick?.(event);
      }}
    >
      {loading && <span className="vt-button__spinner" aria-hidden="true" />}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Component>
  );
}
