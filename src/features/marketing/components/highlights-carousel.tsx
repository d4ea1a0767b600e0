import { AlarmClockIcon, ShieldAlertIcon, SparklesIcon, TrendingUpIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@/components/ui/carousel';

const HIGHLIGHTS = [
  {
    icon: TrendingUpIcon,
    title: 'Flujo predictivo',
    text: 'Anticipa los siguientes pasos del expediente y acelera el cierre de cada operación.',
  },
  {
    icon: SparklesIcon,
    title: 'Asistente legal',
    text: 'Redacta borradores y sugiere cláusulas a partir de tus plantillas y antecedentes.',
  },
  {
    icon: ShieldAlertIcon,
    title: 'Alertas de riesgo',
    text: 'Detecta faltantes e inconformidades en documentos y datos antes de la firma.',
  },
  {
    icon: AlarmClockIcon,
    title: 'Vencimientos',
    text: 'Recordatorios proactivos de avisos, pagos de impuestos e identificaciones por vencer.',
  },
];

/** "Destacados con IA": 1, 2 or 3 cards per row by breakpoint (specs §2). */
export function HighlightsCarousel() {
  return (
    <Carousel aria-label="Destacados" tabIndex={0} className="mt-6 rounded-xl">
      <CarouselContent>
        {HIGHLIGHTS.map(({ icon: Icon, title, text }, index) => (
          <CarouselItem
            key={title}
            aria-label={`${index + 1} de ${HIGHLIGHTS.length}`}
            className="md:basis-1/2 lg:basis-1/3"
          >
            <Card className="h-full">
              <CardHeader>
                <Icon aria-hidden="true" className="size-8 text-primary" />
                <CardTitle className="mt-2 text-lg">
                  <h4>{title}</h4>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm text-muted-foreground">{text}</p>
              </CardContent>
            </Card>
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-4 flex justify-end gap-2">
        <CarouselPrevious />
        <CarouselNext />
      </div>
    </Carousel>
  );
}
