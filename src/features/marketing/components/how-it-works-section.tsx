import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    number: 1,
    title: 'Sube',
    text: 'Arrastra los documentos del cliente al expediente: identificaciones, escrituras previas, avalúos.',
  },
  {
    number: 2,
    title: 'IA revisa',
    text: 'La IA extrae datos, valida CURP y RFC, etiqueta cada documento y señala faltantes.',
  },
  {
    number: 3,
    title: 'Firma y almacena',
    text: 'Genera el documento listo para firma, recaba firmas y resguarda todo con su historial.',
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="border-y bg-muted/40 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="how-title" eyebrow="Proceso" title="Cómo funciona" />
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((step) => (
            <li key={step.number} className="flex flex-col items-center gap-3 text-center">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
              >
                {step.number}
              </span>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">Paso {step.number}: </span>
                {step.title}
              </h3>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex justify-center">
          <Button size="lg" asChild>
            <Link to={paths.home.getHref('pricing')}>Empieza ahora</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
