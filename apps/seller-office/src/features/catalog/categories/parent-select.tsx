import type { CategoryNode } from '@vitrine/contract/catalog-categories';
import type { ComponentProps } from 'react';
import { categoryMessages as t } from './messages.ts';

type Props = ComponentProps<'select'> & {
  id: string;
  departments: CategoryNode[];
  /** A department cannot go under itself. */
  except?: string;
};

/** Where a category goes: no department (it is one) or under a department. */
export function ParentSelect({ id, departments, except, ...select }: Props) {
  return (
    <div className="vt-field">
      <label className="vt-field__label" htmlFor={id}>
        {t.parent}
      </label>
      <select id={id} className="office-select" {...select}>
        <option value="">{t.noParent}</option>
        {departments
          .filter((department) => department._id !== except)
          .map((department) => (
            <option key={department._id} value={department._id}>
              {department.name}
            </option>
          ))}
      </select>
    </div>
  );
}
