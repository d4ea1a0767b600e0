import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';

const loadForm = () => import('./quick-client-form');
// Lazy: the form libraries (react-hook-form, zod) stay out of the panel's first load.
const QuickClientForm = lazy(async () => ({ default: (await loadForm()).QuickClientForm }));

/** "Nuevo cliente" on the panel: a name is enough to start; details are added in Clientes. */
export function QuickClientDialog({ orgId }: { orgId: string }) {
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadForm();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" onPointerEnter={prefetch} onFocus={prefetch}>
          <UserPlus aria-hidden="true" />
          Nuevo cliente
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nuevo cliente</DialogTitle>
          <DialogDescription>
            Registra al cliente con su nombre; completa sus datos después en Clientes.
          </DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <div role="status">
              <span className="sr-only">Cargando...</span>
              <Skeleton className="h-9 w-full" />
            </div>
          }
        >
          <QuickClientForm orgId={orgId} onCreated={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
