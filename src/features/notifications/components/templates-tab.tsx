import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/feedback/list-state';
import { useTemplates } from '../api';
import { CANAL_LABELS, type Canal } from '../queue-state';
import { templateVariables } from '../render-template';
import { NOTIFICATION_MESSAGES } from '../schemas';
import { useLoadErrorToast } from '../use-load-error-toast';
import { TemplateDialog } from './template-dialog';

/** Plantillas: the office's templates, with their variables and channels. */
export function TemplatesTab({ orgId }: { orgId: string }) {
  const templates = useTemplates(orgId);
  useLoadErrorToast(templates.error, NOTIFICATION_MESSAGES.loadFailed);
  const [creating, setCreating] = useState(false);

  return (
    <section aria-labelledby="plantillas-titulo" className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="plantillas-titulo" className="text-lg font-semibold">
          Plantillas
        </h2>
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          Nueva plantilla
        </Button>
      </div>
      {templates.isPending ? (
        <ListSkeleton label="Cargando plantillas" rows={3} />
      ) : templates.isError ? (
        <ErrorState
          title={NOTIFICATION_MESSAGES.loadFailed}
          onRetry={() => void templates.refetch()}
        />
      ) : templates.data.length === 0 ? (
        <EmptyState title={NOTIFICATION_MESSAGES.emptyTemplates}>
          <Button variant="outline" onClick={() => setCreating(true)}>
            Crear la primera plantilla
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {templates.data.map((template) => (
            <li key={template.id} className="grid gap-2 rounded-lg border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium">{template.nombre}</h3>
                <div className="flex gap-1">
                  {template.canales.map((canal) => (
                    <Badge key={canal} variant="outline">
                      {CANAL_LABELS[canal as Canal] ?? canal}
                    </Badge>
                  ))}
                </div>
              </div>
              {template.asunto_template && (
                <p className="text-sm">
                  <span className="font-medium">Asunto:</span> {template.asunto_template}
                </p>
              )}
              <p className="text-sm whitespace-pre-wrap text-muted-foreground">
                {template.cuerpo_template}
              </p>
              <p className="text-xs text-muted-foreground">
                Variables:{' '}
                {templateVariables(
                  `${template.asunto_template ?? ''} ${template.cuerpo_template}`,
                ).join(', ') || 'ninguna'}
              </p>
            </li>
          ))}
        </ul>
      )}
      <TemplateDialog orgId={orgId} open={creating} onOpenChange={setCreating} />
    </section>
  );
}
