import type { Factor } from '@supabase/supabase-js';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useUnenrollFactor } from '../api';
import { securityToasts } from '../toasts';

export function FactorList({ userId, factors }: { userId: string; factors: Factor[] }) {
  const unenroll = useUnenrollFactor(userId);
  if (factors.length === 0) {
    return <p className="text-sm text-muted-foreground">No tienes factores de autenticación.</p>;
  }
  const remove = async (factor: Factor) => {
    try {
      await unenroll.mutateAsync(factor.id);
      toast.success(securityToasts.removed);
    } catch (error) {
      toast.error(securityToasts.removeError, {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  return (
    <ul className="grid gap-3" aria-label="Factores de autenticación">
      {factors.map((factor) => {
        const name = factor.friendly_name || 'Aplicación de autenticación (TOTP)';
        return (
          <li
            key={factor.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
          >
            <div className="grid gap-1">
              <span className="font-medium">{name}</span>
              <span className="text-xs text-muted-foreground">
                Creado: {formatDateTime(factor.created_at)}
              </span>
            </div>
            <div className="flex items-center gap-2">
              <Badge variant={factor.status === 'verified' ? 'default' : 'secondary'}>
                {factor.status === 'verified' ? 'Verificado' : 'Sin verificar'}
              </Badge>
              <Button
                variant="outline"
                size="sm"
                disabled={unenroll.isPending}
                aria-label={`Eliminar factor ${name}`}
                onClick={() => void remove(factor)}
              >
                <Trash2 aria-hidden="true" />
                Eliminar
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
