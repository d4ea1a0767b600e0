import { CalendarIcon, ClockIcon, FileDownIcon, PlayCircleIcon, UserIcon } from 'lucide-react';
import { useId, type FormEvent } from 'react';
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
import { BRAND_CONTACT, pageTitle } from '@/config/app';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { PageHero } from '../components/page-hero';
import { ARTICLES, GUIDES, WEBINARS } from '../content/resources';

/** The resources newsletter box: the specs give it no validation and no call. */
function ResourcesNewsletter() {
  const id = useId();
  return (
    <form
      className="mx-auto flex w-full max-w-md gap-2"
      onSubmit={(event: FormEvent<HTMLFormElement>) => event.preventDefault()}
    >
      <label htmlFor={id} className="sr-only">
        Correo electrónico
      </label>
      <Input id={id} type="email" autoComplete="email" placeholder="tu@notaria.mx" />
      <Button type="submit">Suscribirme</Button>
    </form>
  );
}

/** Webinars and guides are sent by e-mail by the team; the page says where to ask for them. */
function announceResource(title: string) {
  showToast('info', title, {
    description: `Escríbenos a ${BRAND_CONTACT.generalEmail} y te enviamos el acceso.`,
  });
}

export function ResourcesPage() {
  usePageTitle(pageTitle('Recursos'));

  return (
    <main>
      <PageHero eyebrow="Recursos" title="Aprende a digitalizar tu notaría">
        <p>Webinars, guías descargables y artículos sobre práctica notarial, IA y cumplimiento.</p>
      </PageHero>

      <section aria-labelledby="webinars-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="webinars-title" className="text-3xl font-bold tracking-tight">
          Webinars
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {WEBINARS.map((webinar) => (
            <li key={webinar.title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex flex-wrap gap-2">
                    <Badge variant={webinar.type === 'Próximo' ? 'default' : 'secondary'}>
                      {webinar.type}
                    </Badge>
                    <Badge variant="outline">{webinar.category}</Badge>
                  </div>
                  <CardTitle className="mt-2">
                    <h3 className="text-lg">{webinar.title}</h3>
                  </CardTitle>
                  <CardDescription>{webinar.description}</CardDescription>
                </CardHeader>
                <CardContent className="flex flex-col gap-1 text-sm text-muted-foreground">
                  <p className="flex items-center gap-2">
                    <CalendarIcon aria-hidden="true" className="size-4" />
                    {formatDate(webinar.date)}
                  </p>
                  <p className="flex items-center gap-2">
                    <ClockIcon aria-hidden="true" className="size-4" />
                    {webinar.duration}
                  </p>
                  <p className="flex items-center gap-2">
                    <UserIcon aria-hidden="true" className="size-4" />
                    {webinar.speaker}
                  </p>
                </CardContent>
                <CardFooter className="mt-auto">
                  {webinar.type === 'Próximo' ? (
                    <Button
                      className="w-full"
                      aria-label={`Registrarse: ${webinar.title}`}
                      onClick={() => announceResource(webinar.title)}
                    >
                      Registrarse
                    </Button>
                  ) : (
                    <Button
                      variant="outline"
                      className="w-full"
                      aria-label={`Ver grabación: ${webinar.title}`}
                      onClick={() => announceResource(webinar.title)}
                    >
                      <PlayCircleIcon aria-hidden="true" />
                      Ver grabación
                    </Button>
                  )}
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guides-title" className="border-y bg-muted/40 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="guides-title" className="text-3xl font-bold tracking-tight">
            Guías descargables
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {GUIDES.map((guide) => (
              <li key={guide.title}>
                <Card className="h-full">
                  <CardHeader>
                    <Badge variant="outline">{guide.category}</Badge>
                    <CardTitle className="mt-2">
                      <h3 className="text-lg">{guide.title}</h3>
                    </CardTitle>
                    <CardDescription>{guide.description}</CardDescription>
                  </CardHeader>
                  <CardFooter className="mt-auto justify-between gap-2">
                    <span className="text-sm text-muted-foreground">
                      {guide.format} · {guide.pages} páginas
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Descargar ${guide.title}`}
                      onClick={() => announceResource(guide.title)}
                    >
                      <FileDownIcon aria-hidden="true" />
                      Descargar
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="articles-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="articles-title" className="text-3xl font-bold tracking-tight">
          Artículos
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {ARTICLES.map((article) => (
            <li key={article.title}>
              <Card className="h-full">
                <CardHeader>
                  <Badge variant="outline">{article.category}</Badge>
                  <CardTitle className="mt-2">
                    <h3 className="text-lg">{article.title}</h3>
                  </CardTitle>
                  <CardDescription>{article.excerpt}</CardDescription>
                </CardHeader>
                <CardFooter className="mt-auto text-sm text-muted-foreground">
                  {article.author} · {formatDate(article.date)} · {article.readTime} de lectura
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="resources-newsletter-title" className="border-t bg-muted/40 py-16">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 text-center sm:px-6">
          <h2 id="resources-newsletter-title" className="text-2xl font-bold tracking-tight">
            Recibe nuevos recursos cada mes
          </h2>
          <ResourcesNewsletter />
        </div>
      </section>
    </main>
  );
}
