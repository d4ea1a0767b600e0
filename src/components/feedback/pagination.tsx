import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is counted, e.g. "clientes". */
  noun: string;
}

const numbers = new Intl.NumberFormat('es-MX');

/** "1–25 de 5,000 clientes" with previous/next buttons; lists stay short however big the office. */
export function Pagination({ page, pageSize, total, onPageChange, noun }: PaginationProps) {
  if (total === 0) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <nav aria-label="Paginación" className="flex items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {numbers.format(first)}–{numbers.format(last)} de {numbers.format(total)} {noun}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page === 0}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" />
          Anterior
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        >
          Siguiente
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
