import { CalendarClockIcon, FileTextIcon, MessageSquareIcon, SendIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ProgressBar } from '../components/progress-bar';

// Static demonstration data (specs 001 screen 8, demo variant): no server calls.
const DEMO_PROGRESS = 75;
const DEMO_DOCUMENTS = [
  { title: 'Proyecto de escritura de compraventa', size: '245 KB' },
  { title: 'Avalúo del inmueble', size: '1.2 MB' },
  { title: 'Certificado de libertad de gravámenes', size: '380 KB' },
];

/** /app/portal: what a client sees, with sample data, to show the portal to the office. */
export function PortalDemoPage() {
  usePageTitle(pageTitle('Portal del Cliente (demo)'));
  const [messages, setMessages] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const messageId = useId();

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((current) => [...current, text]);
    setDraft('');
    toast.success('Mensaje enviado');
  };

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <div className="flex items-center gap-2">
          <h1 className="text-2xl font-semibold">Portal del Cliente</h1>
          <Badge variant="outline">Demo</Badge>
        </div>
        <p className="text-muted-foreground">
          Así ve un cliente su trámite. Datos de demostración; para un cliente real, abre su ficha
          en{' '}
          <Link to={paths.app.clientes.getHref()} className="underline underline-offset-4">
            Clientes
          </Link>{' '}
          (su nombre en la lista) y genera ahí su enlace del portal.
        </p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-base">Compraventa – Casa en Coyoacán</h2>
            </CardTitle>
            <CardDescription>Progreso del expediente</CardDescription>
          </CardHeader>
          <CardContent className="space-y-2">
            <p className="text-3xl font-semibold">{DEMO_PROGRESS}%</p>
            <ProgressBar value={DEMO_PROGRESS} label="Progreso del expediente" />
            <p className="text-sm text-muted-foreground">Etapa actual: Firma de escritura</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="flex items-center gap-2 text-base">
                <CalendarClockIcon aria-hidden="true" className="size-4" />
                Próxima cita
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 text-sm">
            <p className="font-medium">Firma de escritura</p>
            <p>Jueves 28 de noviembre, 11:00 h</p>
            <p className="text-muted-foreground">Notaría Pública 123, Av. Reforma 296, CDMX</p>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="flex items-center gap-2 text-base">
              <FileTextIcon aria-hidden="true" className="size-4" />
              Documentos disponibles
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {DEMO_DOCUMENTS.map((doc) => (
              <li key={doc.title} className="flex items-center justify-between gap-2 py-2 text-sm">
                <span>
                  {doc.title} <span className="text-muted-foreground">({doc.size})</span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Descargar ${doc.title}`}
                  onClick={() => toast.info('Función disponible próximamente')}
                >
                  Descargar
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="flex items-center gap-2 text-base">
              <MessageSquareIcon aria-hidden="true" className="size-4" />
              Mensajería segura
            </h2>
          </CardTitle>
          <CardDescription>Tiempo de respuesta típico: menos de 2 horas</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {messages.length > 0 && (
            <ul className="space-y-2" aria-label="Mensajes enviados">
              {messages.map((message, index) => (
                <li key={index} className="rounded-md bg-muted px-3 py-2 text-sm">
                  {message}
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={send} className="space-y-2">
            <label htmlFor={messageId} className="text-sm font-medium">
              Mensaje para tu notaría
            </label>
            <Textarea
              id={messageId}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={2000}
            />
            <Button type="submit" disabled={!draft.trim()}>
              <SendIcon aria-hidden="true" />
              Enviar mensaje
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
