import type { Department } from '@vitrine/contract/shelf';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { categoryPagePath } from '../../../lib/paths.ts';
import { shelfMessages } from '../shelf-messages.ts';

const t = shelfMessages.menu;

/**
 * The header's department menu, HTML and CSS only: each department is a <details> whose
 * <summary> opens its categories, so it works before (or without) the page's script. A phone
 * gets the departments themselves behind one more "Departamentos" disclosure (shelf.css shows
 * one of the two lists by width). After hydration a small effect closes what is open when the
 * shopper navigates, presses Escape, or opens another department.
 */
export function DepartmentMenu({ departments }: { departments: Department[] }) {
  const menu = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => closeAll(menu.current), [pathname, search]);
  useEffect(() => {
    const root = menu.current;
    if (!root) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = (event.target as Element).closest?.('details[open]');
      if (!(open instanceof HTMLDetailsElement) || !root.contains(open)) return;
      open.open = false;
      open.querySelector('summary')?.focus();
    };
    // One department open at a time (toggle does not bubble: listen while capturing).
    const onToggle = (event: Event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      if (!opened.classList.contains('department-menu__department')) return;
      for (const other of root.querySelectorAll<HTMLDetailsElement>(
        'details.department-menu__department[open]',
      )) {
        if (other !== opened) other.open = false;
      }
    };
    root.addEventListener('keydown', onKey);
    root.addEventListener('toggle', onToggle, true);
    return () => {
      root.removeEventListener('keydown', onKey);
      root.removeEventListener('toggle', onToggle, true);
    };
  }, []);
  if (departments.length === 0) return null;
  return (
    <div className="department-menu" ref={menu}>
      <nav className="department-menu__wide" aria-label={t.label}>
        <DepartmentList departments={departments} />
      </nav>
      <nav className="department-menu__narrow" aria-label={t.label}>
        <details className="department-menu__all">
          <summary>{t.open}</summary>
          <DepartmentList departments={departments} />
        </details>
      </nav>
    </div>
  );
}

function DepartmentList({ departments }: { departments: Department[] }) {
  return (
    <ul className="department-menu__list">
      {departments.map((department) => (
        <li key={department._id}>
          {department.children.length === 0 ? (
            <Link className="department-menu__link" to={categoryPagePath(department.slug)}>
              {department.name}
            </Link>
          ) : (
            <details className="department-menu__department">
              <summary>{department.name}</summary>
              <ul className="department-menu__categories">
                <li>
                  <Link to={categoryPagePath(department.slug)}>{t.all(department.name)}</Link>
                </li>
                {department.children.map((category) => (
                  <li key={category._id}>
                    <Link to={categoryPagePath(category.slug)}>{category.name}</Link>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

function closeAll(root: HTMLElement | null) {
  for (const open of root?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? []) {
    open.open = false;
  }
}
