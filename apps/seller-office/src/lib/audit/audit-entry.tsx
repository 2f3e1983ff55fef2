import {
  AUDIT_ACTION_LABELS,
  type AuditAction,
  type AuditEntry,
} from '@vitrine/contract/catalog-audit';
import { formatDateTime } from '@vitrine/domain/dates';
import type { ReactNode } from 'react';
import { changeRows } from './change-text.ts';
import { historyMessages as t } from './messages.ts';
import './audit.css';

export const actionLabel = (action: string) =>
  AUDIT_ACTION_LABELS[action as AuditAction] ?? t.actions[action] ?? action;

/**
 * One recorded write as a seller reads it: "dd/mm/aaaa hh:mm · who · what", then the fields
 * that changed, before → after (a product's history, the store's Histórico).
 */
export function AuditEntryView({ entry, what }: { entry: AuditEntry; what?: ReactNode }) {
  const when = formatDateTime(entry.created_at);
  return (
    <li className="audit-entry">
      <p className="audit-entry__head">
        {t.entry(when, entry.seller_name ?? t.system, actionLabel(entry.action))}
        {what ? <> · {what}</> : null}
      </p>
      {entry.changes.length > 0 ? (
        <table className="audit-changes">
          <caption>{t.caption(when)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.field}</th>
              <th scope="col">{t.columns.before}</th>
              <th scope="col">{t.columns.after}</th>
            </tr>
          </thead>
          <tbody>
            {entry.changes.flatMap(changeRows).map((row, index) => (
              <tr key={`${row.field}-${index}`}>
                <th scope="row">{row.field}</th>
                <td>{row.before}</td>
                <td>{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}
