import { CheckCircle2Icon, ShieldCheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { COMPRAVENTA_MESSAGES } from '../schemas';

/** Step 3: runs the checks and lists what is missing, or says the documents are consistent. */
export function ValidationsStep({
  result,
  onValidate,
}: {
  /** null until the first run. */
  result: string[] | null;
  onValidate: () => void;
}) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Revisa que las identificaciones estén subidas y verificadas, y que las partes y el inmueble
        tengan los datos que imprime la escritura.
      </p>
      <div>
        <Button type="button" onClick={onValidate}>
          <ShieldCheckIcon aria-hidden="true" />
          Validar documentos
        </Button>
      </div>
      <div aria-live="polite">
        {result !== null &&
          (result.length === 0 ? (
            <p className="flex items-center gap-2 font-medium text-primary">
              <CheckCircle2Icon aria-hidden="true" className="size-5" />
              {COMPRAVENTA_MESSAGES.consistent}
            </p>
          ) : (
            <div role="alert" className="grid gap-2 rounded-md border border-destructive/40 p-4">
              <p className="font-medium text-destructive">Falta completar:</p>
              <ul className="list-disc pl-5 text-sm">
                {result.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
      </div>
    </div>
  );
}
