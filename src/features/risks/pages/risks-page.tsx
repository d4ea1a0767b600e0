import { AlertTriangleIcon, InfoIcon, ShieldAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { pageTitle } from '@/config/app';
import { usePageTitle } from '@/hooks/use-page-title';
import { alertsBySeverity, RISK_ALERTS, SEVERITY_LABELS, type RiskSeverity } from '../risk-alerts';

const FILTERS: { value: RiskSeverity | 'todos'; label: string }[] = [
  { value: 'todos', label: 'Todas' },
  { value: 'alto', label: 'Riesgo alto' },
  { value: 'medio', label: 'Riesgo medio' },
];

/**
 * /app/riesgos: risk alerts (demonstration data). Every card is marked as an example and a
 * banner says so, so nobody takes an invented alert for one of the office's cases.
 */
export function RisksPage() {
  usePageTitle(pageTitle('Alertas de Riesgo'));
  const [filter, setFilter] = useState<RiskSeverity | 'todos'>('todos');
  const alerts = alertsBySeverity(RISK_ALERTS, filter);
  const count = (severity: RiskSeverity) => alertsBySeverity(RISK_ALERTS, severity).length;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Alertas de Riesgo</h1>
        <p className="text-muted-foreground">
          Qué tipo de riesgos señalará Fedatario en los expedientes.
        </p>
      </header>
      <div
        role="note"
        aria-label="Alertas de ejemplo"
        className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      >
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <span className="font-semibold">Estas alertas son ejemplos.</span> No provienen de los
          expedientes de tu notaría ni se refieren a ningún folio real; muestran los riesgos que la
          plataforma revisará (gravámenes, actividades vulnerables, identificaciones por vencer,
          avalúos).
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardDescription>Riesgo alto</CardDescription>
            <CardTitle>
              <p className="text-3xl text-destructive">{count('alto')}</p>
            </CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Riesgo medio</CardDescription>
            <CardTitle>
              <p className="text-3xl">{count('medio')}</p>
            </CardTitle>
          </CardHeader>
        </Card>
      </div>
      <div className="flex gap-2" role="group" aria-label="Filtrar por severidad">
        {FILTERS.map(({ value, label }) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'default' : 'outline'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      <ul className="space-y-3" aria-label="Alertas">
        {alerts.map((alert) => (
          <li key={alert.id} aria-label={`Ejemplo: ${alert.titulo}`}>
            <Card>
              <CardHeader>
                <div className="flex items-start justify-between gap-2">
                  <CardTitle>
                    <h2 className="flex items-center gap-2 text-base">
                      {alert.severidad === 'alto' ? (
                        <ShieldAlertIcon aria-hidden="true" className="size-4 text-destructive" />
                      ) : (
                        <AlertTriangleIcon aria-hidden="true" className="size-4 text-amber-600" />
                      )}
                      {alert.titulo}
                    </h2>
                  </CardTitle>
                  <div className="flex shrink-0 gap-1">
                    <Badge variant="outline">Ejemplo</Badge>
                    <Badge variant={alert.severidad === 'alto' ? 'destructive' : 'secondary'}>
                      {SEVERITY_LABELS[alert.severidad]}
                    </Badge>
                  </div>
                </div>
                <CardDescription>{alert.expediente}</CardDescription>
              </CardHeader>
              <CardContent className="space-y-2 text-sm">
                <p>{alert.descripcion}</p>
                <p>
                  <span className="font-medium">Recomendación: </span>
                  {alert.recomendacion}
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
