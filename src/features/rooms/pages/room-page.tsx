import { LockIcon, ShieldCheckIcon, UsersIcon } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { pageTitle } from '@/config/app';
import { usePageTitle } from '@/hooks/use-page-title';
import { isRoomId } from '../room-id';

/** /sala/:salaId: the public page of a secure room (demonstration; outside the site's chrome). */
export function RoomPage() {
  const { salaId } = useParams();
  const valid = isRoomId(salaId);
  usePageTitle(pageTitle(valid ? `Sala ${salaId}` : 'Sala no encontrada'));

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/30 p-4">
      <Card className="w-full max-w-lg">
        {valid ? (
          <>
            <CardHeader>
              <CardTitle>
                <h1 className="flex items-center gap-2 text-xl">
                  <ShieldCheckIcon aria-hidden="true" className="size-5 text-primary" />
                  Sala segura {salaId}
                </h1>
              </CardTitle>
              <CardDescription>
                Sala privada de la notaría para la revisión y firma de documentos.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4 text-sm">
              <p className="flex items-center gap-2">
                <LockIcon aria-hidden="true" className="size-4" />
                Conexión cifrada de extremo a extremo.
              </p>
              <p className="flex items-center gap-2">
                <UsersIcon aria-hidden="true" className="size-4" />
                Esperando a que la notaría inicie la sesión.
              </p>
              <Button onClick={() => toast.info('Función disponible próximamente')}>
                Entrar a la sala
              </Button>
            </CardContent>
          </>
        ) : (
          <CardHeader>
            <CardTitle>
              <h1 className="text-xl">Sala no encontrada</h1>
            </CardTitle>
            <CardDescription>
              El enlace no corresponde a ninguna sala. Pide a tu notaría un enlace nuevo.
            </CardDescription>
          </CardHeader>
        )}
      </Card>
    </main>
  );
}
