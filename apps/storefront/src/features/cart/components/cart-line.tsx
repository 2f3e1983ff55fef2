import type { CartItem } from '@vitrine/contract/cart';
import { formatBRL } from '@vitrine/domain/money';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { srcSetOf } from '../../../lib/image-srcset.ts';
import { itemPath } from '../../../lib/paths.ts';
import type { LineEdit } from '../api/use-cart-edits.ts';
import { cartPageMessages as t } from '../page-messages.ts';
import {
  FEW_UNITS,
  lineProblem,
  MAX_LINE_QUANTITY,
  maxQuantity,
  type LineProblem,
} from './line-problem.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

type Props = {
  item: CartItem;
  edit: LineEdit | undefined;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
};

function problemText(problem: NonNullable<LineProblem>) {
  if (problem.kind === 'sold-out') return t.problem.soldOut;
  if (problem.kind === 'too-many') return t.problem.tooMany(problem.stock);
  return t.problem.inactive;
}

/** One cart line: picture, name, variation, unit price, quantity, line total, remove. */
export function CartLine({ item, edit, onQuantity, onRemove }: Props) {
  const id = useId();
  // A typed quantity over what there is, brought down to it: said until the next change.
  const [overMax, setOverMax] = useState(false);

  const problem = lineProblem(item);
  const max = maxQuantity(item);
  const quantity = edit?.quantity ?? item.qnt;
  const canStep = item.kind === 'product' && max >= 1 && problem?.kind !== 'inactive';
  const few = item.stock !== null && item.stock > 0 && item.stock <= FEW_UNITS;
  const notes = [
    edit?.error && `${id}-error`,
    problem && `${id}-problem`,
    overMax && `${id}-limit`,
  ].filter(Boolean);
  const limitText =
    item.stock !== null && item.stock < MAX_LINE_QUANTITY
      ? t.line.onlyHave(item.stock)
      : t.line.lineLimit(MAX_LINE_QUANTITY);
  const href = itemPath(item);

  return (
    <article
      className="cart-line"
      aria-labelledby={`${id}-name`}
      data-problem={problem ? true : undefined}
    >
      <Link to={href} className="cart-line__picture" tabIndex={-1} aria-hidden="true">
        {item.image ? (
          <img
            src={item.image.src}
            srcSet={srcSetOf(item.image)}
            sizes="4.5rem"
            width={item.image.width}
            height={item.image.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="cart-line__no-picture" />
        )}
      </Link>
      <div className="cart-line__about">
        <h3 className="cart-line__name" id={`${id}-name`}>
          <Link to={href}>{item.name}</Link>
        </h3>
        {item.kind === 'product' && (
          <p className="cart-line__variation">{t.line.variation(item.variation_name)}</p>
        )}
        <p className="cart-line__unit">{t.line.unitPrice(formatBRL(item.unit_price))}</p>
      </div>
      <div className="cart-line__quantity">
        {canStep ? (
          <QuantityStepper
            name={item.name}
            value={quantity}
            max={max}
            onChange={(next) => {
              setOverMax(false);
              onQuantity(item, next);
            }}
            onOverMax={() => setOverMax(true)}
            describedBy={notes.join(' ') || undefined}
          />
        ) : (
          <p className="cart-line__fixed">{t.line.quantity(item.qnt)}</p>
        )}
        {/* Always there, so a screen reader hears the sentence as it appears. */}
        <p className="cart-line__limit" id={`${id}-limit`} role="status">
          {overMax && !problem ? limitText : ''}
        </p>
        {!problem && !overMax && few && (
          <p className="cart-line__few">
            {quantity >= max ? t.line.atMax : t.line.few(item.stock ?? 0)}
          </p>
        )}
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{t.line.total}: </span>
        {formatBRL(item.total)}
      </p>
      <button
        type="button"
        className="cart-line__remove"
        aria-label={t.line.removeLabel(item.name)}
        onClick={() => onRemove(item)}
      >
        {t.line.remove}
      </button>
      {problem && (
        <div className="cart-line__problem" id={`${id}-problem`}>
          <p>{problemText(problem)}</p>
          {problem.kind === 'too-many' && (
            <button type="button" onClick={() => onQuantity(item, problem.stock)}>
              {t.problem.adjust(problem.stock)}
            </button>
          )}
        </div>
      )}
      {edit?.error && (
        <p className="cart-line__error" id={`${id}-error`} role="alert">
          {edit.error}
        </p>
      )}
    </article>
  );
}
