import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { articleBySlug } from '../content/articles';
import { NotFoundPage } from './not-found-page';

/** /recursos/:slug: one article of the resources page; an unknown slug is a 404. */
export function ArticlePage() {
  const article = articleBySlug(useParams().slug);
  usePageTitle(pageTitle(article?.title ?? 'Página no encontrada'));
  if (!article) return <NotFoundPage />;

  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link
        to={paths.recursos.getHref()}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Recursos
      </Link>
      <article className="mt-6">
        <header className="flex flex-col gap-3">
          <Badge variant="outline">{article.category}</Badge>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {article.title}
          </h1>
          <p className="text-lg text-pretty text-muted-foreground">{article.excerpt}</p>
          <p className="text-sm text-muted-foreground">
            {article.author} · {article.readTime} de lectura
          </p>
        </header>
        {article.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-pretty">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <footer className="mt-10 border-t pt-6 text-sm text-muted-foreground">
          <h2 className="font-semibold text-foreground">Fuentes</h2>
          <ul className="mt-2 list-disc pl-5">
            {article.sources.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
          <p className="mt-4">Contenido informativo; no sustituye la asesoría de un notario.</p>
        </footer>
      </article>
    </main>
  );
}
