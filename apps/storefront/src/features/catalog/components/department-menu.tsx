import type { Department } from '@vitrine/contract/shelf';
import { Link, useLocation } from 'react-router';
import { categoryPagePath } from '../../../lib/paths.ts';
import { shellMessages } from '../../../app/messages.ts';

const t = shellMessages.departments;

/**
 * The header's department menu, HTML and CSS only, so it works before (or without) the page's
 * script and adds next to nothing to it. A phone gets a "Departamentos" button whose panel is
 * the browser's own popover (Escape or a tap outside closes it, the button says whether it is
 * open); wider, a row of departments (shelf.css shows one of the two by width). A new URL
 * renders the menu anew (its `key`), closed once the shopper has gone where it led.
 */
export function DepartmentMenu({ departments }: { departments: Department[] }) {
  const { pathname, search } = useLocation();
  if (departments.length === 0) return null;
  return (
    <div className="department-menu" key={pathname + search}>
      <nav className="department-menu__narrow" aria-label={t.label}>
        {/* Styled by place (shelf.css): each class name is bytes on every public page. */}
        <button type="button" popoverTarget="departamentos">
          {t.open}
        </button>
        <div id="departamentos" popover="">
          <DepartmentList departments={departments} />
        </div>
      </nav>
      <nav className="department-menu__wide" aria-label={t.label}>
        <DepartmentList departments={departments} />
      </nav>
    </div>
  );
}

/** Each department with categories a <details> of them. */
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
