import type { CategoryLeaf, CategoryNode } from '@vitrine/contract/catalog-categories';
import { Button } from '@vitrine/ui/button';
import { categoryMessages as t } from './messages.ts';

export type CategoryAction =
  | { type: 'move'; category: CategoryLeaf; position: number }
  | { type: 'edit' | 'remove'; category: CategoryLeaf | CategoryNode; opener: HTMLElement };

type Props = {
  departments: CategoryNode[];
  label: string;
  /** The category whose move is on its way: its buttons say so. */
  busyId: string | null;
  onAction: (action: CategoryAction) => void;
};

type ItemProps = {
  category: CategoryLeaf | CategoryNode;
  index: number;
  siblings: number;
  busy: boolean;
  onAction: Props['onAction'];
};

type MoveProps = { label: string; off: boolean; onClick: () => void; children: string };

/** The ui Button owns aria-disabled (loading only): this one says "unavailable" and stays focusable. */
function MoveButton({ label, off, onClick, children }: MoveProps) {
  return (
    <button
      type="button"
      className="vt-button"
      data-variant="secondary"
      data-size="sm"
      aria-label={label}
      aria-disabled={off || undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * One category and its buttons. "Subir" and "Descer" are buttons (keyboard and screen reader,
 * no dragging); at the ends they stay focusable but say they are unavailable, so focus is not
 * lost when the category reaches the top or the bottom.
 */
function CategoryItem({ category, index, siblings, busy, onAction }: ItemProps) {
  const move = (position: number) => {
    if (position < 0 || position >= siblings || busy) return;
    onAction({ type: 'move', category, position });
  };
  return (
    <div className="category-item">
      <p className="category-item__name">
        <strong>{category.name}</strong>{' '}
        <span className="catalog-table__note">
          /categoria/{category.slug} · {t.products(category.products_count)}
        </span>
      </p>
      <div className="category-item__buttons">
        <MoveButton
          label={t.moveUp(category.name)}
          off={index === 0}
          onClick={() => move(index - 1)}
        >
          {t.up}
        </MoveButton>
        <MoveButton
          label={t.moveDown(category.name)}
          off={index === siblings - 1}
          onClick={() => move(index + 1)}
        >
          {t.down}
        </MoveButton>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t.editLabel(category.name)}
          onClick={(event) => onAction({ type: 'edit', category, opener: event.currentTarget })}
        >
          {t.edit}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t.removeLabel(category.name)}
          onClick={(event) => onAction({ type: 'remove', category, opener: event.currentTarget })}
        >
          {t.remove}
        </Button>
      </div>
    </div>
  );
}

/** Departments and their categories, each level in the store menu's order. */
export function CategoryTree({ departments, label, busyId, onAction }: Props) {
  if (departments.length === 0) return <p className="office-card">{t.empty}</p>;
  return (
    <ol className="category-tree office-card" aria-label={label}>
      {departments.map((department, index) => (
        <li key={department._id} className="category-tree__department">
          <CategoryItem
            category={department}
            index={index}
            siblings={departments.length}
            busy={busyId === department._id}
            onAction={onAction}
          />
          {department.children.length > 0 ? (
            <ol className="category-tree__children" aria-label={department.name}>
              {department.children.map((child, childIndex) => (
                <li key={child._id}>
                  <CategoryItem
                    category={child}
                    index={childIndex}
                    siblings={department.children.length}
                    busy={busyId === child._id}
                    onAction={onAction}
                  />
                </li>
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
