import { StarIcon } from 'lucide-react';
import { useDemoDialog } from '@/components/layout/demo-dialog-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { pageTitle } from '@/config/app';
import { usePageTitle } from '@/hooks/use-page-title';
import { PageHero } from '../components/page-hero';
import { CASE_STUDIES, TESTIMONIAL_STATS, TESTIMONIALS } from '../content/testimonials';

function Rating({ value }: { value: number }) {
  return (
    <div role="img" aria-label={`${value} de 5 estrellas`} className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon
          key={index}
          aria-hidden="true"
          className={
            index < value ? 'size-4 fill-primary text-primary' : 'size-4 text-muted-foreground'
          }
        />
      ))}
    </div>
  );
}

export function TestimonialsPage() {
  usePageTitle(pageTitle('Testimonios'));
  const { openDemoDialog } = useDemoDialog();

  return (
    <main>
      <PageHero eyebrow="Testimonios" title="Notarías que ya trabajan con Fedatario">
        <p>Resultados medidos por los propios equipos notariales en todo el país.</p>
      </PageHero>

      <section aria-label="Cifras" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {TESTIMONIAL_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-4xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="testimonials-title" className="border-y bg-muted/40 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight">
            Lo que dicen nuestros clientes
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {TESTIMONIALS.map((item) => (
              <li key={item.author}>
                <Card className="h-full">
                  <CardHeader>
                    <div className="flex items-center justify-between gap-2">
                      <Rating value={item.rating} />
                      <Badge variant="outline">{item.category}</Badge>
                    </div>
                  </CardHeader>
                  <CardContent>
                    <blockquote className="text-pretty">“{item.quote}”</blockquote>
                    <p className="mt-4 font-semibold text-primary">{item.results}</p>
                  </CardContent>
                  <CardFooter className="mt-auto flex-col items-start text-sm">
                    <p className="font-semibold">{item.author}</p>
                    <p className="text-muted-foreground">
                      {item.position}, {item.company} · {item.location}
                    </p>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cases-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="cases-title" className="text-3xl font-bold tracking-tight">
          Casos de éxito
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {CASE_STUDIES.map((study) => (
            <li key={study.title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>
                    <h3 className="text-xl">{study.title}</h3>
                  </CardTitle>
                  <p className="text-sm text-muted-foreground">{study.company}</p>
                </CardHeader>
                <CardContent className="flex flex-col gap-3 text-sm">
                  <p>
                    <strong>Reto:</strong> {study.challenge}
                  </p>
                  <p>
                    <strong>Solución:</strong> {study.solution}
                  </p>
                  <ul aria-label="Resultados" className="flex flex-wrap gap-2">
                    {study.results.map((result) => (
                      <li key={result}>
                        <Badge variant="secondary">{result}</Badge>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <Button size="lg" onClick={openDemoDialog}>
            Quiero resultados así
          </Button>
        </div>
      </section>
    </main>
  );
}
