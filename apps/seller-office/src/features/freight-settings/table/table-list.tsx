import type { FreightTableRowInput } from '@vitrine/contract/freight-settings';
import { formatBRL } from '@vitrine/domain/money';
import { Button } from '@vitrine/ui/button';
import { VisuallyHidden } from '@vitrine/ui/visually-hidden';
import { freightMessages } from '../messages.ts';
import { formatCep } from './table-rows.ts';

const t = freightMessages.table;

type Props = {
  /** The page's rows, each with its 0-based index in the whole table. */
  rows: { row: FreightTableRowInput; index: number }[];
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
};

/** One page of the table: CEP range, weight band, price, days, and each row's actions. */
export function TableList({ rows, onEdit, onRemove }: Props) {
  return (
    <div className="office-scroll-x">
      <table className="freight-table">
        <caption>
          <VisuallyHidden>{t.caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t.columns.zip}</th>
            <th scope="col">{t.columns.weight}</th>
            <th scope="col">{t.columns.price}</th>
            <th scope="col">{t.columns.days}</th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ row, index }) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{t.zipRange(formatCep(row.zip_start), formatCep(row.zip_end))}</td>
              <td>{t.weightRange(row.weight_start_grams, row.weight_end_grams)}</td>
              <td>{formatBRL(row.price)}</td>
              <td>{t.days(row.days)}</td>
              <td className="freight-table__actions">
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={t.edit(index + 1)}
                  onClick={() => onEdit(index)}
                >
                  {t.editShort}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t.remove(index + 1)}
                  onClick={() => onRemove(index)}
                >
                  {t.removeShort}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
