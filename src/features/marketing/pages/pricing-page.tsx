import { CheckIcon, MinusIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { DeferUntilVisible } from '@/components/layout/defer-until-visible';
import { useDemoDialog } from '@/components/layout/demo-dialog-context';
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
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { PageHero } from '../components/page-hero';
import {
  ADD_ONS,
  ANNUAL_NOTE,
  formatPlanPrice,
  PLANS,
  TRIAL_NOTE,
  VAT_NOTE,
} from '../content/plans';

// The questions (and Radix's accordion behind them) load as the visitor scrolls towards them.
const PricingFaq = lazy(async () => ({
  default: (await import('../components/pricing-faq')).PricingFaq,
}));

export function PricingPage() {
  usePageTitle(pageTitle('Precios'));
  const { openDemoDialog, openTrialDialog } = useDemoDialog();

  return (
    <main>
      <PageHero eyebrow="Precios" title="Planes claros para cada notaría">
        <p>{TRIAL_NOTE}</p>
      </PageHero>

      <section aria-labelledby="plans-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="plans-title" className="sr-only">
          Planes
        </h2>
        <ul className="grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.name}>
              <Card className={plan.popular ? 'h-full border-2 border-primary' : 'h-full'}>
                <CardHeader>
                  <div className="flex items-center justify-between gap-2">
                    <CardTitle>
                      <h3 className="text-xl">{plan.name}</h3>
                    </CardTitle>
                    {plan.popular && <Badge>Más popular</Badge>}
                  </div>
                  <CardDescription>{plan.description}</CardDescription>
                  <p className="mt-2 text-4xl font-bold">
                    {formatPlanPrice(plan)}
                    {plan.price !== null && (
                      <span className="ml-1 text-base font-normal text-muted-foreground">
                        MXN {plan.period}
                      </span>
                    )}
                  </p>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-4">
                  <ul aria-label={`Incluye el plan ${plan.name}`} className="flex flex-col gap-2">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex gap-2 text-sm">
                        <CheckIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  {plan.limitations.length > 0 && (
                    <ul
                      aria-label={`Limitaciones del plan ${plan.name}`}
                      className="flex flex-col gap-2"
                    >
                      {plan.limitations.map((limitation) => (
                        <li key={limitation} className="flex gap-2 text-sm text-muted-foreground">
                          <MinusIcon aria-hidden="true" className="size-4 shrink-0" />
                          {limitation}
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
                <CardFooter>
                  {plan.price === null ? (
                    <Button variant="outline" className="w-full" asChild>
                      <Link to={paths.contacto.getHref()}>Hablar con ventas</Link>
                    </Button>
                  ) : (
                    <Button
                      className="w-full"
                      variant={plan.popular ? 'default' : 'outline'}
                      onClick={openTrialDialog}
                    >
                      Comenzar prueba gratuita
                    </Button>
                  )}
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col items-center gap-1 text-sm text-muted-foreground">
          <p>{VAT_NOTE}</p>
          <p>{ANNUAL_NOTE}</p>
        </div>
      </section>

      <section aria-labelledby="addons-title" className="border-y bg-muted/40 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="addons-title" className="text-center text-3xl font-bold tracking-tight">
            Servicios adicionales
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {ADD_ONS.map((addOn) => (
              <li key={addOn.name}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle>
                      <h3>{addOn.name}</h3>
                    </CardTitle>
                    <p className="font-semibold text-primary">{addOn.price}</p>
                  </CardHeader>
                  <CardContent>
                    <p className="text-sm text-muted-foreground">{addOn.description}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight">
          Preguntas frecuentes
        </h2>
        <DeferUntilVisible minHeight="18rem">
          <Suspense fallback={<div className="h-72" />}>
            <PricingFaq />
          </Suspense>
        </DeferUntilVisible>
      </section>

      <section
        aria-labelledby="pricing-cta-title"
        className="bg-primary py-16 text-primary-foreground"
      >
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 text-center sm:px-6">
          <h2 id="pricing-cta-title" className="text-3xl font-bold tracking-tight">
            ¿No sabes qué plan elegir?
          </h2>
          <p className="text-lg opacity-90">
            Te ayudamos a estimar tu volumen de expedientes y a elegir el plan adecuado.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button size="lg" variant="secondary" onClick={openDemoDialog}>
              Solicitar demo
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
              asChild
            >
              <Link to={paths.contacto.getHref()}>Contactar a ventas</Link>
            </Button>
          </div>
        </div>
      </section>
    </main>
  );
}
