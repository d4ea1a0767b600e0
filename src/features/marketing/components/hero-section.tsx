import { ArrowRightIcon, CheckCircle2Icon, FileTextIcon, ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useDemoDialog } from '@/components/layout/demo-dialog-context';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const CLAIMS = [
  { value: '85%', label: 'de tiempo ahorrado' },
  { value: '99.9%', label: 'de precisión' },
  { value: '500+', label: 'notarías' },
];

const MOCK_EXPEDIENTES = [
  { folio: 'EXP-2024-0412', acto: 'Compraventa inmobiliaria', estado: 'Listo para firma' },
  { folio: 'EXP-2024-0409', acto: 'Poder general para actos', estado: 'En revisión IA' },
  { folio: 'EXP-2024-0401', acto: 'Testamento público abierto', estado: 'Documentos completos' },
];

/** A static picture of the dashboard, drawn with markup so it costs no image download. */
function DashboardMockup() {
  return (
    <figure
      aria-label="Vista previa del panel de Fedatario"
      className="rounded-xl border bg-card p-4 text-left shadow-xl"
    >
      <div className="flex items-center justify-between border-b pb-3">
        <p className="text-sm font-semibold">Panel de expedientes</p>
        <p className="text-xs text-muted-foreground">Notaría Pública No. 12</p>
      </div>
      <dl className="grid grid-cols-3 gap-3 py-4">
        {[
          ['Activos', '38'],
          ['Por firmar', '7'],
          ['Alertas', '2'],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-col gap-2">
        {MOCK_EXPEDIENTES.map((item) => (
          <li
            key={item.folio}
            className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2"
          >
            <div className="flex items-center gap-3">
              <FileTextIcon aria-hidden="true" className="size-4 text-primary" />
              <div>
                <p className="text-sm font-medium">{item.acto}</p>
                <p className="text-xs text-muted-foreground">{item.folio}</p>
              </div>
            </div>
            <span className="rounded-md bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
              {item.estado}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function HeroSection() {
  const { openDemoDialog } = useDemoDialog();
  return (
    <section aria-labelledby="hero-title" className="border-b bg-muted/40">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div className="flex flex-col gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm text-muted-foreground">
            <ShieldCheckIcon aria-hidden="true" className="size-4 text-primary" />
            Cumple con la LFPDPPP
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            Plataforma legal para notarías
          </h1>
          <p className="text-lg text-pretty text-muted-foreground">
            Automatiza expedientes, validaciones y documentos listos para firma. Sube tus archivos,
            deja que la IA los revise y firma con almacenamiento seguro y trazabilidad completa.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={openDemoDialog}>
              Demo gratuita
              <ArrowRightIcon aria-hidden="true" />
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to={paths.pricing.getHref()}>Ver planes y precios</Link>
            </Button>
          </div>
          <ul aria-label="Resultados" className="grid grid-cols-3 gap-4 pt-4">
            {CLAIMS.map((claim) => (
              <li key={claim.label}>
                <p className="text-3xl font-bold text-primary">{claim.value}</p>
                <p className="text-sm text-muted-foreground">{claim.label}</p>
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CheckCircle2Icon aria-hidden="true" className="size-4 text-primary" />
            30 días de prueba del plan Profesional
          </p>
        </div>
        <DashboardMockup />
      </div>
    </section>
  );
}
