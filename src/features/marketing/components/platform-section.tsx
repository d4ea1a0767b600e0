import { BookOpenIcon, BotIcon, VaultIcon, WorkflowIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

const AREAS = [
  {
    icon: BotIcon,
    title: 'Asistente',
    text: 'Responde, analiza y redacta con el contexto de cada expediente: antecedentes, partes y documentos.',
  },
  {
    icon: VaultIcon,
    title: 'Bóveda',
    text: 'Almacena y analiza escrituras, identificaciones y anexos con cifrado y control de versiones.',
  },
  {
    icon: BookOpenIcon,
    title: 'Conocimiento',
    text: 'Investiga criterios, leyes y plantillas notariales sin salir de la plataforma.',
  },
  {
    icon: WorkflowIcon,
    title: 'Flujos de trabajo',
    text: 'Sigue flujos guiados para cada acto o diseña flujos a la medida de tu notaría.',
  },
];

export function PlatformSection() {
  return (
    <section id="platform" aria-labelledby="platform-title" className="scroll-mt-header py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="platform-title"
          eyebrow="Plataforma"
          title="Todo el trabajo de la notaría en un solo lugar"
          description="Cuatro áreas conectadas que acompañan cada expediente desde la recepción de documentos hasta la firma."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {AREAS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <Icon aria-hidden="true" className="size-8 text-primary" />
                  <CardTitle className="mt-2 text-lg">
                    <h3>{title}</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
