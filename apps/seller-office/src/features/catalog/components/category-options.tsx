import type { CategoryNode } from '@vitrine/contract/catalog-categories';

/** A category select's options: each department, then its categories, grouped under it. */
export function CategoryOptions({ departments }: { departments: CategoryNode[] }) {
  return departments.map((department) => (
    <optgroup key={department._id} label={department.name}>
      <option value={department._id}>{department.name}</option>
      {department.children.map((category) => (
        <option key={category._id} value={category._id}>
          {category.name}
        </option>
      ))}
    </optgroup>
  ));
}
