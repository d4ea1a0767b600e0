import type { ReactNode } from 'react';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A policy page body: numbered sections with their headings. */
export function LegalDocument({
  updated,
  sections,
}: {
  updated: string;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6">
      <p className="text-sm text-muted-foreground">Última actualización: {updated}</p>
      {sections.map((section, index) => (
        <section key={section.title} className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold">
            {index + 1}. {section.title}
          </h2>
          <div className="flex flex-col gap-3 leading-relaxed text-muted-foreground [&_li]:ml-5 [&_ul]:list-disc">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}
