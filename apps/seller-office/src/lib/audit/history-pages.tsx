import { Button } from '@vitrine/ui/button';
import './audit.css';

type Props = {
  page: number;
  pages: number;
  labels: { pages: (page: number, pages: number) => string; newer: string; older: string };
  onPage: (page: number) => void;
};

/** "Página X de Y" and newer / older, under a history (a product's, a variation's stock). */
export function HistoryPages({ page, pages, labels, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <div className="audit-pages">
      <span>{labels.pages(page, pages)}</span>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.newer}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {labels.older}
      </Button>
    </div>
  );
}
