import { FileSignatureIcon, ScanSearchIcon, UploadCloudIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { DeferUntilVisible } from '@/components/layout/defer-until-visible';
import { SectionHeading } from './section-heading';

// Embla and the cards load as the section nears the viewport, not with the page.
const HighlightsCarousel = lazy(async () => ({
  default: (await import('./highlights-carousel')).HighlightsCarousel,
}));

const FEATURES = [
  {
    icon: UploadCloudIcon,
    title: 'Carga por arrastrar y soltar',
    text: 'Sube PDF, DOCX, PNG, XLSX y TXT directo al expediente, sin renombrar archivos.',
  },
  {
    icon: ScanSearchIcon,
    title: 'Revisión con IA',
    text: 'OCR, etiquetado automático de documentos y revisión de cláusulas antes de firmar.',
  },
  {
    icon: FileSignatureIcon,
    title: 'Firma y resguardo',
    text: 'Firma electrónica, control de versiones y almacenamiento seguro de cada documento.',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-header border-y bg-muted/40 py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Funciones"
          title="Menos captura, más certeza jurídica"
          description="Fedatario revisa, ordena y resguarda la documentación para que el equipo se concentre en el criterio notarial."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>

        <div className="mt-16">
          <h3 id="highlights-title" className="text-2xl font-bold tracking-tight">
            Destacados con IA
          </h3>
          <DeferUntilVisible minHeight="16rem">
            <Suspense fallback={<div className="mt-6 h-64" />}>
              <HighlightsCarousel />
            </Suspense>
          </DeferUntilVisible>
        </div>
      </div>
    </section>
  );
}
