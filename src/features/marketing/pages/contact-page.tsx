import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { DeferUntilVisible } from '@/components/layout/defer-until-visible';
import { useDemoDialog } from '@/components/layout/demo-dialog-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { BRAND_CONTACT, pageTitle } from '@/config/app';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { OfficeMap } from '../components/office-map';
import { PageHero } from '../components/page-hero';

// The form (react-hook-form and zod, 45 KB) is fetched once the page is on screen and the form's
// place nears the viewport: on a phone it sits below the fold, and its code would otherwise hold
// back the first paint or keep the main thread busy just after it.
const ContactForm = lazy(async () => ({
  default: (await import('../components/contact-form')).ContactForm,
}));

/** The form's height from `sm` up (two columns), held while it loads so nothing below moves. */
const CONTACT_FORM_HEIGHT = '18rem';

function ContactFormFallback() {
  return (
    // Stacked fields on a phone make the form taller than from `sm` up.
    <div role="status" className="flex min-h-[23rem] flex-col gap-4 sm:min-h-72">
      <span className="sr-only">Cargando formulario...</span>
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-28 w-full" />
    </div>
  );
}

export function ContactPage() {
  usePageTitle(pageTitle('Contacto'));
  const { openDemoDialog } = useDemoDialog();
  const [params] = useSearchParams();
  const registering = params.has('webinar');

  useEffect(() => {
    // A webinar registration goes straight to the (pre-filled) form.
    if (registering) document.getElementById('contact-form-title')?.scrollIntoView();
  }, [registering]);

  const cards = [
    { icon: MapPinIcon, title: 'Oficina principal', lines: [BRAND_CONTACT.address] },
    {
      icon: MailIcon,
      title: 'Correos',
      lines: [`General: ${BRAND_CONTACT.generalEmail}`, `Ventas: ${BRAND_CONTACT.salesEmail}`],
    },
    {
      icon: PhoneIcon,
      title: 'Teléfono y WhatsApp',
      lines: [BRAND_CONTACT.phone, 'Respuesta en menos de 2 horas'],
    },
    { icon: ClockIcon, title: 'Horario de atención', lines: [BRAND_CONTACT.hours] },
  ];

  return (
    <main>
      <PageHero eyebrow="Contacto" title="Hablemos de tu notaría">
        <p>Escríbenos y un especialista te responderá en menos de 2 horas hábiles.</p>
      </PageHero>

      <section aria-label="Datos de contacto" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ icon: Icon, title, lines }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <CardTitle className="mt-2">
                    <h2 className="text-base">{title}</h2>
                  </CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-1 text-sm text-muted-foreground">
                  {lines.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="contact-form-title"
        className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-2"
      >
        <div>
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
            Envíanos un mensaje
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">
            Los campos de nombre, correo y mensaje son obligatorios.
          </p>
          <DeferUntilVisible minHeight={CONTACT_FORM_HEIGHT}>
            <Suspense fallback={<ContactFormFallback />}>
              <ContactForm />
            </Suspense>
          </DeferUntilVisible>
        </div>
        <div className="flex flex-col gap-4">
          <h2 className="text-2xl font-bold tracking-tight">Visítanos</h2>
          <address className="text-muted-foreground not-italic">{BRAND_CONTACT.address}</address>
          <OfficeMap />
        </div>
      </section>

      <section
        aria-labelledby="live-demo-title"
        className="bg-primary py-16 text-primary-foreground"
      >
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 text-center sm:px-6">
          <h2 id="live-demo-title" className="text-3xl font-bold tracking-tight">
            ¿Prefieres verlo en vivo?
          </h2>
          <p className="text-lg opacity-90">
            Agenda una demostración de 30 minutos con un especialista en práctica notarial.
          </p>
          <Button size="lg" variant="secondary" onClick={openDemoDialog}>
            Agendar demo en vivo
          </Button>
        </div>
      </section>
    </main>
  );
}
