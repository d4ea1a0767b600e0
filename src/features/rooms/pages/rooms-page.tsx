import { CopyIcon, PlusIcon, VideoIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { generateRoomId } from '../room-id';

interface Room {
  id: string;
  nombre: string;
  participantes: number;
  estado: 'activa' | 'programada';
}

// Demonstration rooms (specs 001 screen 20): kept in the page, no server calls.
const DEMO_ROOMS: Room[] = [
  {
    id: 'k7m2qa',
    nombre: 'Firma compraventa – Casa en Coyoacán',
    participantes: 4,
    estado: 'activa',
  },
  {
    id: 'p9x4tb',
    nombre: 'Lectura de testamento – Familia Ramírez',
    participantes: 2,
    estado: 'programada',
  },
];

/** /app/salas: secure rooms whose public link is /sala/{6 random characters}. */
export function RoomsPage() {
  usePageTitle(pageTitle('Salas Seguras'));
  const [rooms, setRooms] = useState<Room[]>(DEMO_ROOMS);
  const [nombre, setNombre] = useState('');
  const nameId = useId();

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = nombre.trim();
    if (!name) return;
    setRooms((current) => [
      { id: generateRoomId(), nombre: name, participantes: 1, estado: 'programada' },
      ...current,
    ]);
    setNombre('');
    toast.success('Sala creada');
  };

  const copy = async (room: Room) => {
    try {
      await navigator.clipboard.writeText(
        `${window.location.origin}${paths.sala.getHref(room.id)}`,
      );
      toast.success('Enlace copiado');
    } catch {
      toast.error('No se pudo copiar el enlace');
    }
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Salas Seguras</h1>
        <p className="text-muted-foreground">
          Salas privadas para reunir a las partes de una escritura. Demostración: las salas viven
          solo en esta página.
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-base">Nueva sala</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={create} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1 space-y-1">
              <label htmlFor={nameId} className="text-sm font-medium">
                Nombre de la sala
              </label>
              <Input
                id={nameId}
                value={nombre}
                maxLength={120}
                onChange={(event) => setNombre(event.target.value)}
                placeholder="Ej. Firma de poder general"
              />
            </div>
            <Button type="submit" disabled={!nombre.trim()}>
              <PlusIcon aria-hidden="true" />
              Crear sala
            </Button>
          </form>
        </CardContent>
      </Card>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Salas">
        {rooms.map((room) => (
          <li key={room.id}>
            <Card>
              <CardHeader>
                <div className="flex items-center justify-between gap-2">
                  <CardTitle>
                    <h2 className="flex items-center gap-2 text-base">
                      <VideoIcon aria-hidden="true" className="size-4" />
                      {room.nombre}
                    </h2>
                  </CardTitle>
                  <Badge variant={room.estado === 'activa' ? 'default' : 'outline'}>
                    {room.estado === 'activa' ? 'Activa' : 'Programada'}
                  </Badge>
                </div>
                <CardDescription>
                  {room.participantes} {room.participantes === 1 ? 'participante' : 'participantes'}
                </CardDescription>
              </CardHeader>
              <CardContent className="flex flex-wrap items-center gap-2 text-sm">
                <Link
                  className="font-mono text-primary underline-offset-4 hover:underline"
                  to={paths.sala.getHref(room.id)}
                  target="_blank"
                  rel="noopener"
                >
                  {paths.sala.getHref(room.id)}
                </Link>
                <Button
                  variant="outline"
                  size="sm"
                  className="ml-auto"
                  aria-label={`Copiar enlace de ${room.nombre}`}
                  onClick={() => void copy(room)}
                >
                  <CopyIcon aria-hidden="true" />
                  Copiar enlace
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
