import { KeyRoundIcon, LockIcon, ScaleIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

const CARDS = [
  {
    icon: LockIcon,
    title: 'Cifrado',
    text: 'AES-256 en reposo y TLS 1.3 en tránsito para cada documento y dato personal.',
  },
  {
    icon: ScaleIcon,
    title: 'Cumplimiento',
    text: 'Preparados para ISO 27001, SOC 2, GDPR y la LFPDPPP, con atención a derechos ARCO.',
  },
  {
    icon: KeyRoundIcon,
    title: 'Control de acceso',
    text: 'Permisos por rol, autenticación multifactor y bitácora de auditoría completa.',
  },
];

export function SecuritySection() {
  return (
    <section aria-labelledby="security-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="security-title"
          eyebrow="Seguridad"
          title="Seguridad y cumplimiento"
          description="La información de tus clientes merece el mismo cuidado que el protocolo."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {CARDS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <Icon aria-hidden="true" className="size-8 text-primary" />
                  <CardTitle className="mt-2 text-lg">
                    <h3>{title}</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
