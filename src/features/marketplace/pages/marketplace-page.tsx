import { DownloadIcon, EyeIcon, SearchIcon, StarIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { pageTitle } from '@/config/app';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatMoney } from '@/lib/format';
import { filterTemplates, MARKETPLACE_TEMPLATES, TEMPLATE_CATEGORIES } from '../templates';

const COMING_SOON = 'Función disponible próximamente';

/** /app/plantillas: the templates marketplace (demonstration catalogue). */
export function MarketplacePage() {
  usePageTitle(pageTitle('Marketplace de Plantillas'));
  const [search, setSearch] = useState('');
  const [categoria, setCategoria] = useState('');
  const searchId = useId();
  const templates = filterTemplates(MARKETPLACE_TEMPLATES, search, categoria);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Marketplace de Plantillas</h1>
        <p className="text-muted-foreground">
          Plantillas notariales compartidas por otras notarías. Catálogo de demostración.
        </p>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Buscar plantillas
          </label>
          <SearchIcon
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            className="pl-9"
            placeholder="Buscar plantillas…"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Categoría">
          {['', ...TEMPLATE_CATEGORIES].map((value) => (
            <Button
              key={value || 'todas'}
              size="sm"
              variant={categoria === value ? 'default' : 'outline'}
              aria-pressed={categoria === value}
              onClick={() => setCategoria(value)}
            >
              {value || 'Todas'}
            </Button>
          ))}
        </div>
      </div>
      {templates.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-muted-foreground">
          No se encontraron plantillas con los filtros aplicados.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Plantillas">
          {templates.map((template) => (
            <li key={template.id}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center justify-between gap-2">
                    <Badge variant="outline">{template.categoria}</Badge>
                    <span className="text-sm font-medium">
                      {template.precio === 0 ? 'Gratis' : formatMoney(template.precio)}
                    </span>
                  </div>
                  <CardTitle>
                    <h2 className="text-base">{template.nombre}</h2>
                  </CardTitle>
                  <CardDescription>{template.descripcion}</CardDescription>
                </CardHeader>
                <CardContent className="flex items-center gap-3 text-sm text-muted-foreground">
                  <span className="flex items-center gap-1">
                    <StarIcon aria-hidden="true" className="size-4 fill-current text-amber-500" />
                    {template.calificacion.toFixed(1)}
                  </span>
                  <span>{template.descargas.toLocaleString('es-MX')} descargas</span>
                  <span className="truncate">{template.autor}</span>
                </CardContent>
                <CardFooter className="mt-auto gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Vista previa de ${template.nombre}`}
                    onClick={() => toast.info(COMING_SOON)}
                  >
                    <EyeIcon aria-hidden="true" />
                    Vista previa
                  </Button>
                  <Button
                    size="sm"
                    aria-label={`Descargar ${template.nombre}`}
                    onClick={() => toast.info(COMING_SOON)}
                  >
                    <DownloadIcon aria-hidden="true" />
                    Descargar
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
