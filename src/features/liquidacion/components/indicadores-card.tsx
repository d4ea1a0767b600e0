import { UploadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { type CargaResultado, useCargarIndicadores } from '../api';
import { type FilaIndicador, parseIndicadoresCsv, type TipoIndicador } from '../indicadores';

/**
 * Configuración → Indicadores: owners and admins upload INPC or UDI values from a CSV (fecha,valor).
 * Values already loaded are never overwritten; differences are listed.
 */
export function IndicadoresCard({ orgId, readOnly }: { orgId: string; readOnly: boolean }) {
  const ids = { tipo: useId(), file: useId() };
  const [tipo, setTipo] = useState<TipoIndicador>('inpc');
  const [filas, setFilas] = useState<FilaIndicador[]>([]);
  const [errores, setErrores] = useState<string[]>([]);
  const [resultado, setResultado] = useState<CargaResultado | null>(null);
  const cargar = useCargarIndicadores(orgId);

  const onFile = async (file: File | undefined, t: TipoIndicador) => {
    setResultado(null);
    if (!file) return;
    const parsed = parseIndicadoresCsv(await file.text(), t);
    setFilas(parsed.filas);
    setErrores(parsed.errores);
  };

  const onSubmit = async () => {
    try {
      const r = await cargar.mutateAsync({ tipo, filas });
      setResultado(r);
      toast.success(`Indicadores cargados: ${r.insertados} nuevos`);
    } catch (error) {
      console.error('Error al cargar indicadores', error);
      toast.error('No se pudieron cargar los indicadores', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Indicadores (INPC y UDI)</CardTitle>
        <CardDescription>
          La liquidación de compraventas usa el INPC mensual y el valor diario de la UDI. Cargue un
          archivo CSV con dos columnas, fecha y valor (p. ej. <code>2023-04,128.363</code> o{' '}
          <code>30/05/2023,7.783869</code>). Un valor ya cargado no se reemplaza.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {readOnly ? (
          <p className="text-sm text-muted-foreground">
            Solo propietarios y administradores pueden cargar indicadores.
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-end gap-3">
              <div className="grid gap-1">
                <Label htmlFor={ids.tipo}>Indicador</Label>
                <select
                  id={ids.tipo}
                  className="h-9 rounded-md border bg-transparent px-2 text-sm"
                  value={tipo}
                  onChange={(e) => {
                    setTipo(e.target.value as TipoIndicador);
                    setFilas([]);
                    setErrores([]);
                  }}
                >
                  <option value="inpc">INPC (mensual)</option>
                  <option value="udi">UDI (diario)</option>
                </select>
              </div>
              <div className="grid gap-1">
                <Label htmlFor={ids.file}>Archivo CSV</Label>
                <input
                  id={ids.file}
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  className="text-sm"
                  onChange={(e) => void onFile(e.target.files?.[0], tipo)}
                />
              </div>
              <Button
                type="button"
                disabled={filas.length === 0 || errores.length > 0 || cargar.isPending}
                onClick={() => void onSubmit()}
              >
                <UploadIcon aria-hidden="true" />
                {cargar.isPending ? 'Cargando…' : `Cargar ${filas.length} valores`}
              </Button>
            </div>
            {errores.length > 0 && (
              <ul role="alert" className="grid gap-1 text-sm text-destructive">
                {errores.slice(0, 20).map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            )}
            {resultado && (
              <p role="status" className="text-sm">
                {resultado.insertados} nuevos, {resultado.iguales} ya estaban.
                {resultado.conflictos.length > 0 &&
                  ` ${resultado.conflictos.length} con un valor distinto al cargado (no se cambiaron): ${resultado.conflictos
                    .slice(0, 5)
                    .map((c) => c.fecha)
                    .join(', ')}.`}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
