import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

const FLOWS: Array<{ title: string; text: string; complexity: 'Alta' | 'Media' }> = [
  {
    title: 'Compraventa inmobiliaria',
    text: 'Antecedentes de propiedad, avalúo, certificados de libertad de gravamen, ISR e ISAI.',
    complexity: 'Alta',
  },
  {
    title: 'Poder especial',
    text: 'Facultades precisas para un acto determinado, con validación de identidad de las partes.',
    complexity: 'Media',
  },
  {
    title: 'Poder general para actos',
    text: 'Pleitos y cobranzas, administración o dominio, con sus limitaciones expresas.',
    complexity: 'Media',
  },
  {
    title: 'Testamento público abierto',
    text: 'Agenda de lectura, testigos, herederos y aviso al Registro Nacional de Avisos de Testamento.',
    complexity: 'Alta',
  },
];

export function FlowsSection() {
  return (
    <section id="flows" aria-labelledby="flows-title" className="scroll-mt-header py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="flows-title"
          eyebrow="Flujos guiados"
          title="Cada acto, paso a paso"
          description="Flujos diseñados con notarios para los actos más frecuentes, con la complejidad de cada uno a la vista."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {FLOWS.map((flow) => (
            <li key={flow.title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center justify-between gap-3">
                    <CardTitle className="text-lg">
                      <h3>{flow.title}</h3>
                    </CardTitle>
                    <Badge variant={flow.complexity === 'Alta' ? 'default' : 'secondary'}>
                      Complejidad {flow.complexity.toLowerCase()}
                    </Badge>
                  </div>
                  <CardDescription>{flow.text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
