import { lazy, Suspense } from 'react';
import { DeferUntilVisible } from '@/components/layout/defer-until-visible';
import { APP_NAME } from '@/config/app';
import { usePageTitle } from '@/hooks/use-page-title';
import { FeaturesSection } from '../components/features-section';
import { FlowsSection } from '../components/flows-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { PlatformSection } from '../components/platform-section';
import { PricingTeaserSection } from '../components/pricing-teaser-section';
import { SecuritySection } from '../components/security-section';
import { useHashScroll } from '../lib/use-hash-scroll';

// The box (and the sending code behind it) loads as the visitor scrolls towards it.
const LandingDemoBox = lazy(async () => ({
  default: (await import('../components/landing-demo-box')).LandingDemoBox,
}));

export function HomePage() {
  usePageTitle(`${APP_NAME} — Plataforma legal para notarías`);
  useHashScroll();

  return (
    <main>
      <HeroSection />
      <PlatformSection />
      <FeaturesSection />
      <FlowsSection />
      <HowItWorksSection />
      <PricingTeaserSection />
      <SecuritySection />
      <section
        aria-labelledby="demo-box-title"
        className="bg-primary py-20 text-primary-foreground"
      >
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 text-center sm:px-6">
          <h2 id="demo-box-title" className="text-3xl font-bold tracking-tight text-balance">
            Agenda una demo para tu notaría
          </h2>
          <p className="text-lg text-pretty opacity-90">
            Déjanos tu correo y un especialista te mostrará Fedatario con los actos que más
            trabajas.
          </p>
          <DeferUntilVisible minHeight="2.75rem">
            <Suspense fallback={<div className="h-11" />}>
              <LandingDemoBox />
            </Suspense>
          </DeferUntilVisible>
        </div>
      </section>
    </main>
  );
}
