import { useFormContext, useWatch } from 'react-hook-form';
import { variationName, type MatrixOption } from '../variation-matrix.ts';
import type { ProductFormValues } from './form-model.ts';
import { formMessages as t } from './messages.ts';
import { MoneyCell, NumberCell, TextCell } from './variation-cells.tsx';

type Props = {
  /** The rows react-hook-form tracks (useFieldArray's ids keep inputs with their row). */
  rowKeys: string[];
  /** The saved stock of an existing variation, by its id (null: a service, or not saved). */
  stockOf: (variationId: string) => number | null | undefined;
  /** Opens the stock dialog of a saved variation (its adjustments and history). */
  onAdjustStock: (variationId: string, rowName: string, opener: HTMLElement) => void;
};

/**
 * The variation matrix as a table: one row per combination of the options' values. A new
 * variation takes its initial stock here; a saved one shows its count and "Ajustar", because
 * after creation stock changes only through an adjustment. Services have one row, no stock,
 * weight or measures.
 */
export function VariationsTable({ rowKeys, stockOf, onAdjustStock }: Props) {
  const form = useFormContext<ProductFormValues>();
  const [kind, options, rows] = useWatch({
    control: form.control,
    name: ['kind', 'options', 'variations'],
  });
  const goods = kind === 'product';
  const named = (options ?? []) as MatrixOption[];

  return (
    <div className="variations__scroll office-scroll-x">
      <table className="variations">
        <caption className="variations__caption">{t.variationsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.variation}</th>
            <th scope="col">{t.columns.sku}</th>
            <th scope="col">{t.columns.price}</th>
            <th scope="col">{t.columns.compareAt}</th>
            {goods ? (
              <>
                <th scope="col">{t.columns.stock}</th>
                <th scope="col">{t.columns.lowStock}</th>
                <th scope="col">{t.columns.weight}</th>
                <th scope="col">{t.columns.dimensions}</th>
              </>
            ) : null}
            <th scope="col">{t.columns.sold}</th>
          </tr>
        </thead>
        <tbody>
          {rowKeys.map((key, index) => {
            const row = rows?.[index];
            const name = (row && variationName(named, row.options)) || t.single;
            const base = `variations.${index}` as const;
            const saved = row?._id ? stockOf(row._id) : undefined;
            return (
              <tr key={key}>
                <th scope="row" className="variations__name">
                  {name}
                </th>
                <td>
                  <TextCell name={`${base}.code`} label={t.cell.sku(name)} hint={t.cell.skuHint} />
                </td>
                <td>
                  <MoneyCell name={`${base}.price`} label={t.cell.price(name)} />
                </td>
                <td>
                  <MoneyCell
                    name={`${base}.compare_at_price`}
                    label={t.cell.compareAt(name)}
                    nullable
                  />
                </td>
                {goods ? (
                  <>
                    <td>
                      {row?._id ? (
                        <span className="variations__stock">
                          <span>{t.units(saved ?? 0)}</span>
                          <button
                            type="button"
                            className="vt-button"
                            data-variant="secondary"
                            data-size="sm"
                            aria-label={t.adjustStock(name)}
                            onClick={(event) => onAdjustStock(row._id!, name, event.currentTarget)}
                          >
                            {t.adjust}
                          </button>
                        </span>
                      ) : (
                        <NumberCell name={`${base}.stock`} label={t.cell.stock(name)} />
                      )}
                    </td>
                    <td>
                      <NumberCell
                        name={`${base}.low_stock_threshold`}
                        label={t.cell.lowStock(name)}
                      />
                    </td>
                    <td>
                      <NumberCell name={`${base}.weight_grams`} label={t.cell.weight(name)} />
                    </td>
                    <td className="variations__dimensions">
                      <NumberCell
                        name={`${base}.height_cm`}
                        label={t.cell.height(name)}
                        step={0.1}
                      />
                      <NumberCell name={`${base}.width_cm`} label={t.cell.width(name)} step={0.1} />
                      <NumberCell
                        name={`${base}.length_cm`}
                        label={t.cell.length(name)}
                        step={0.1}
                      />
                    </td>
                  </>
                ) : null}
                <td>
                  <input
                    type="checkbox"
                    className="variations__sold"
                    aria-label={t.cell.sold(name)}
                    {...form.register(`${base}.sold`)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
