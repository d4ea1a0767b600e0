import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatPlanPrice, PLANS, TRIAL_NOTE, VAT_NOTE } from '../content/plans';
import { SectionHeading } from './section-heading';

/** The landing's #pricing anchor, where "Empieza ahora" leads: the plans at a glance. */
export function PricingTeaserSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-header py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow="Precios"
          title="Un plan para cada notaría"
          description={TRIAL_NOTE}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.name}>
              <Card className={plan.popular ? 'h-full border-primary' : 'h-full'}>
                <CardHeader>
                  <div className="flex items-center justify-between gap-2">
                    <CardTitle className="text-lg">
                      <h3>{plan.name}</h3>
                    </CardTitle>
                    {plan.popular && <Badge>Más popular</Badge>}
                  </div>
                  <p className="text-3xl font-bold">
                    {formatPlanPrice(plan)}
                    <span className="ml-1 text-sm font-normal text-muted-foreground">
                      {plan.price === null ? '' : `MXN ${plan.period}`}
                    </span>
                  </p>
                  <CardDescription>{plan.description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-muted-foreground">{VAT_NOTE}</p>
        <div className="mt-6 flex justify-center">
          <Button variant="outline" asChild>
            <Link to={paths.pricing.getHref()}>Comparar planes</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
