import { MapPinIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { BRAND_CONTACT } from '@/config/app';

const query = encodeURIComponent(BRAND_CONTACT.address);
const embedUrl = `https://maps.google.com/maps?q=${query}&output=embed`;
const openUrl = `https://www.google.com/maps/search/?api=1&query=${query}`;

/**
 * The office map, keyed by the address. The embed loads only when asked for: it is a third
 * party that sets its own cookies, so it waits for the visitor's click (and costs the page
 * nothing until then).
 */
export function OfficeMap() {
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <iframe
        title={`Mapa de la oficina: ${BRAND_CONTACT.address}`}
        src={embedUrl}
        referrerPolicy="no-referrer-when-downgrade"
        className="h-80 w-full rounded-xl border"
      />
    );
  }
  return (
    <div className="flex h-80 w-full flex-col items-center justify-center gap-4 rounded-xl border bg-muted p-6 text-center">
      <MapPinIcon aria-hidden="true" className="size-10 text-primary" />
      <p className="text-sm text-muted-foreground">
        El mapa lo ofrece Google Maps, que puede usar sus propias cookies.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => setShown(true)}>Mostrar mapa</Button>
        <Button variant="outline" asChild>
          <a href={openUrl} target="_blank" rel="noreferrer">
            Abrir en Google Maps
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        </Button>
      </div>
    </div>
  );
}
