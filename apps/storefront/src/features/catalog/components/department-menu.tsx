import type { Department } from '@vitrine/contract/shelf';
import { Link, useLocation } from 'react-router';
import { categoryPagePath } from '../../../lib/paths.ts';
import { shellMessages } from '../../../app/messages.ts';

const t = shellMessages.departments;

/**
 * The header's department menu, HTML and CSS only: each department is a <details> whose
 * <summary> opens its categories, so it works before (or without) the page's script, and adds
 * next to nothing to it. A phone gets the departments behind one more "Departamentos"
 * disclosure (shelf.css shows one of the two lists by width). A new URL renders the menu anew
 * (its `key`), so what the shopper opened closes once they have gone where it led.
 */
export function DepartmentMenu({ departments }: { departments: Department[] }) {
  const { pathname, search } = useLocation();
  if (departments.length === 0) return null;
  return (
    <div className="department-menu" key={pathname + search}>
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
