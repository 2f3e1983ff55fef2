import type { Department } from '@vitrine/contract/shelf';
import { Link, useLocation } from 'react-router';
import { categoryPagePath } from '../../../lib/paths.ts';
import { shellMessages } from '../../../app/messages.ts';

const t = shellMessages.departments;

/**
 * The header's department menu, HTML and CSS only, so it works before (or without) the page's
 * script and adds next to nothing to it. A phone gets a "Departamentos" button whose panel is
 * the browser's own popover (Escape or a tap outside closes it, the button says whether it is
 * open); wider (`wide`) a row of departments. Each is rendered where the header draws it
 * (header.tsx), so Tab follows the layout, and shelf.css shows one by width. A new URL renders
 * the menu anew (its `key`), closed once the shopper has gone where it led.
 */
export function DepartmentMenu({ departments, wide }: { departments: Department[]; wide?: true }) {
  const { pathname, search } = useLocation();
  if (departments.length === 0) return null;
  const list = <DepartmentList departments={departments} />;
  return (
    <nav
      key={pathname + search}
      className={wide ? 'department-menu__wide' : 'department-menu__narrow'}
      aria-label={t.label}
    >
      {wide ? (
        list
      ) : (
        <>
          <button type="button" className="department-menu__open" popoverTarget="departamentos">
            {t.open}
          </button>
          <div id="departamentos" popover="auto" className="department-menu__panel">
            {list}
          </div>
        </>
      )}
    </nav>
  );
}

/** Each department with categories a <details> of them; one open at a time (`name`). */
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
            <details className="department-menu__department" name="departamento">
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
