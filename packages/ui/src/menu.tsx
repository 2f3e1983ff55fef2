import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import './tokens.css';
import './menu.css';

export interface MenuProps {
  /** The button that opens the menu: its content, which also names it. */
  trigger: ReactNode;
  /** Classes of the trigger button, so it can look like its neighbours (a header link). */
  triggerClassName?: string;
  /** The menu's items: MenuLink and MenuAction. */
  children: ReactNode;
}

/**
 * A menu button (WAI-ARIA menu button pattern, by Radix): Enter, Space or ↓ open it on the first
 * item, ↑/↓ and Home/End move, typing a letter jumps, Escape closes it and focus goes back to
 * the button. Under the button on a phone as on a desktop, kept inside the screen's edges.
 */
export function Menu({ trigger, triggerClassName, children }: MenuProps) {
  return (
    // Not modal, and not portalled: the page around stays as it is for assistive technology
    // (no aria-hidden over the header and <main>), and the open menu stays inside the landmark
    // of its button (a <nav>), so it is announced where it is. Focus still moves into it, the
    // arrows stay in it, and Escape, Tab or a click elsewhere close it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={['vt-menu__trigger', triggerClassName].filter(Boolean).join(' ')}
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className="vt-menu" align="end" sideOffset={4} collisionPadding={8}>
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/**
 * An item that goes somewhere: pass the router's link as the child (`<Link to="…">`), so a
 * client navigation, a middle click and "open in new tab" all work as for any link.
 */
export function MenuLink({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className="vt-menu__item">
      {children}
    </DropdownMenu.Item>
  );
}

/** An item that does something (log out): `onSelect` runs on a click, Enter or Space. */
export function MenuAction({ children, onSelect }: { children: ReactNode; onSelect: () => void }) {
  return (
    <DropdownMenu.Item className="vt-menu__item" onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="vt-menu__separator" />;
}
