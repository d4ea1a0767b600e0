// Writes the /recursos guides (src/features/marketing/content/guides.ts) as PDFs at
// /guias/<slug>.pdf: emitted into the build, and served by the dev server from memory.
import type { Plugin } from 'vite';
import { GUIDES, guideHref, type Guide } from '../src/features/marketing/content/guides.ts';
import { renderTextPdf, type TextLine } from './text-pdf.ts';

export function guidePdf(guide: Guide): Buffer {
  const lines: TextLine[] = [
    { text: guide.title, style: 'title' },
    { text: guide.description, style: 'body' },
    ...guide.sections.flatMap((section): TextLine[] => [
      { text: section.heading, style: 'heading' },
      ...section.items.map((text): TextLine => ({ text, style: 'bullet' })),
    ]),
  ];
  return renderTextPdf(
    guide.title,
    lines,
    'Fedatario · Guía informativa, no sustituye asesoría legal',
  );
}

export function guidesPdf(): Plugin {
  return {
    name: 'fedatario:guides-pdf',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const guide = GUIDES.find((g) => req.url?.split('?')[0] === guideHref(g));
        if (!guide) return next();
        res.setHeader('Content-Type', 'application/pdf');
        res.end(guidePdf(guide));
      });
    },
    generateBundle() {
      for (const guide of GUIDES) {
        this.emitFile({
          type: 'asset',
          fileName: guideHref(guide).slice(1),
          source: guidePdf(guide),
        });
      }
    },
  };
}
