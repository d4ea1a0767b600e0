import { useState } from 'react';
import { DEFAULT_COOKIE_PREFERENCES } from '@/components/layout/cookie-consent';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/**
 * The banner's "Configurar" panel: Necesarias locked on, Analíticas and Marketing to choose.
 * Each switch sits right before its own label, so in the three-column row no switch ends up
 * beside the next option's label.
 */
export function CookiePreferencesPanel({
  id,
  onSave,
}: {
  id: string;
  onSave: (choice: { analytics: boolean; marketing: boolean }) => void;
}) {
  const [analytics, setAnalytics] = useState(DEFAULT_COOKIE_PREFERENCES.analytics);
  const [marketing, setMarketing] = useState(DEFAULT_COOKIE_PREFERENCES.marketing);
  return (
    <div id={id} className="grid gap-x-8 gap-y-3 rounded-lg border p-3 sm:grid-cols-3 sm:p-4">
      <div className="flex items-center gap-3">
        <Switch id={`${id}-necessary`} checked disabled aria-readonly="true" />
        <Label htmlFor={`${id}-necessary`}>Necesarias</Label>
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-analytics`} checked={analytics} onCheckedChange={setAnalytics} />
        <Label htmlFor={`${id}-analytics`}>Analíticas</Label>
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-marketing`} checked={marketing} onCheckedChange={setMarketing} />
        <Label htmlFor={`${id}-marketing`}>Marketing</Label>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button variant="outline" onClick={() => onSave({ analytics: false, marketing: false })}>
          Guardar y rechazar opcionales
        </Button>
        <Button onClick={() => onSave({ analytics, marketing })}>Guardar preferencias</Button>
      </div>
    </div>
  );
}
