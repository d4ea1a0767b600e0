import { CalendarIcon, ClockIcon, FileDownIcon, UserIcon } from 'lucide-react';
import { useId, useMemo, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
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
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/hooks/use-page-title';
import { PageHero } from '../components/page-hero';
import { ARTICLES } from '../content/articles';
import { GUIDES, guideHref } from '../content/guides';
import { WEBINARS, webinarDate } from '../content/resources';

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

export function ResourcesPage() {
  usePageTitle(pageTitle('Recursos'));
  // Computed from today, so an upcoming session is never dated in the past.
  const today = useMemo(() => new Date(), []);

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
          {WEBINARS.map((webinar, index) => (
            <li key={webinar.slug}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex flex-wrap gap-2">
                    <Badge>Próximo</Badge>
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
                    {formatDate(webinarDate(today, index))}
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
                  {/* Registration is a message to the office, pre-filled with the session. */}
                  <Button className="w-full" asChild>
                    <Link
                      to={paths.contacto.getHref({ webinar: webinar.slug })}
                      aria-label={`Registrarse: ${webinar.title}`}
                    >
                      Registrarse
                    </Link>
                  </Button>
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
              <li key={guide.slug}>
                <Card className="h-full">
                  <CardHeader>
                    <Badge variant="outline">{guide.category}</Badge>
                    <CardTitle className="mt-2">
                      <h3 className="text-lg">{guide.title}</h3>
                    </CardTitle>
                    <CardDescription>{guide.description}</CardDescription>
                  </CardHeader>
                  <CardFooter className="mt-auto justify-between gap-2">
                    <span className="text-sm text-muted-foreground">PDF</span>
                    <Button variant="outline" size="sm" asChild>
                      <a
                        href={guideHref(guide)}
                        download
                        aria-label={`Descargar ${guide.title} (PDF)`}
                      >
                        <FileDownIcon aria-hidden="true" />
                        Descargar
                      </a>
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
            <li key={article.slug}>
              <Card className="relative h-full">
                <CardHeader>
                  <Badge variant="outline">{article.category}</Badge>
                  <CardTitle className="mt-2">
                    <h3 className="text-lg">
                      {/* The whole card is the link's target (the ::after overlay). */}
                      <Link
                        to={paths.recurso.getHref(article.slug)}
                        className="after:absolute after:inset-0 hover:underline"
                      >
                        {article.title}
                      </Link>
                    </h3>
                  </CardTitle>
                  <CardDescription>{article.excerpt}</CardDescription>
                </CardHeader>
                <CardFooter className="mt-auto text-sm text-muted-foreground">
                  {article.author} · {article.readTime} de lectura
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
