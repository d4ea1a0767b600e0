import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { TipoGasto } from '../calc';
import type { LiquidacionForm } from '../form';

type Change = (patch: Partial<LiquidacionForm>) => void;

function Field({
  id,
  label,
  value,
  onChange,
  type = 'text',
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: 'text' | 'date';
  hint?: string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        inputMode={type === 'text' ? 'decimal' : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

function Check({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

const GASTO_TIPOS: Array<[TipoGasto, string]> = [
  ['notariales', 'Gastos notariales'],
  ['derechos', 'Derechos'],
  ['impuestos', 'Impuestos (ISAI de la compra)'],
  ['avaluo', 'Avalúo'],
  ['comision', 'Comisión o mediación'],
  ['otro', 'Otro'],
];

/** The liquidación's inputs: operation, acquisition, improvements, expenses and fees. */
export function LiquidacionInputs({ form, onChange }: { form: LiquidacionForm; onChange: Change }) {
  const set = (key: keyof LiquidacionForm) => (v: string | boolean) => onChange({ [key]: v });
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Operación</legend>
        <Field
          id="liq-fecha"
          label="Fecha de firma"
          type="date"
          value={form.fechaOperacion}
          onChange={set('fechaOperacion')}
        />
        <Field id="liq-precio" label="Precio" value={form.precio} onChange={set('precio')} />
        <Field
          id="liq-avaluo"
          label="Valor de avalúo"
          value={form.valorAvaluo}
          onChange={set('valorAvaluo')}
        />
        <Field
          id="liq-catastral"
          label="Valor catastral"
          value={form.valorCatastral}
          onChange={set('valorCatastral')}
        />
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">Quien vende (ISR)</legend>
        <Check
          id="liq-isr"
          label="Quien vende es persona física (causa ISR por enajenación)"
          checked={form.isrAplica}
          onChange={set('isrAplica')}
        />
        {form.isrAplica && (
          <>
            <Check
              id="liq-casa"
              label="Es la casa habitación de quien vende"
              checked={form.casaHabitacion}
              onChange={set('casaHabitacion')}
            />
            {form.casaHabitacion && (
              <Check
                id="liq-tres-anios"
                label="Declaró bajo protesta haber exentado otra casa habitación en los 3 años anteriores"
                checked={form.exencionEnTresAniosPrevios}
                onChange={set('exencionEnTresAniosPrevios')}
              />
            )}
            <Check
              id="liq-solo-terreno"
              label="Es sólo terreno (sin construcción)"
              checked={form.soloTerreno}
              onChange={set('soloTerreno')}
            />
            {!form.soloTerreno && (
              <Check
                id="liq-fechas-distintas"
                label="Terreno y construcción se adquirieron en fechas distintas"
                checked={form.fechasDistintas}
                onChange={set('fechasDistintas')}
              />
            )}
            {form.fechasDistintas && !form.soloTerreno ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  id="liq-fecha-terreno"
                  label="Fecha de adquisición del terreno"
                  type="date"
                  value={form.fechaAdquisicion}
                  onChange={set('fechaAdquisicion')}
                />
                <Field
                  id="liq-costo-terreno"
                  label="Costo del terreno"
                  value={form.costoTerreno}
                  onChange={set('costoTerreno')}
                />
                <Field
                  id="liq-fecha-construccion"
                  label="Fecha de la construcción"
                  type="date"
                  value={form.fechaConstruccion}
                  onChange={set('fechaConstruccion')}
                />
                <Field
                  id="liq-costo-construccion"
                  label="Costo de la construcción"
                  value={form.costoConstruccion}
                  onChange={set('costoConstruccion')}
                />
                <Field
                  id="liq-pct-terreno"
                  label="% del precio que corresponde al terreno"
                  value={form.porcentajePrecioTerreno}
                  onChange={set('porcentajePrecioTerreno')}
                  hint="Según el avalúo (RLISR art. 200)."
                />
              </div>
            ) : (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  id="liq-fecha-adq"
                  label="Fecha de adquisición"
                  type="date"
                  value={form.fechaAdquisicion}
                  onChange={set('fechaAdquisicion')}
                />
                <Field
                  id="liq-costo-adq"
                  label="Costo de adquisición (como dice la escritura)"
                  value={form.costoAdquisicion}
                  onChange={set('costoAdquisicion')}
                  hint="Antes de 1993, en pesos antiguos: se dividen entre 1,000."
                />
                {!form.soloTerreno && (
                  <Field
                    id="liq-costo-terreno-parte"
                    label="De ello, costo del terreno"
                    value={form.costoTerreno}
                    onChange={set('costoTerreno')}
                    hint="Vacío: 20 % del costo total (LISR art. 124-I)."
                  />
                )}
              </div>
            )}

            <ListSection
              title="Mejoras y ampliaciones"
              addLabel="Agregar mejora"
              onAdd={() =>
                onChange({ mejoras: [...form.mejoras, { descripcion: '', fecha: '', monto: '' }] })
              }
            >
              {form.mejoras.map((m, i) => (
                <Row
                  key={i}
                  onRemove={() => onChange({ mejoras: form.mejoras.filter((_, j) => j !== i) })}
                  label={`mejora ${i + 1}`}
                >
                  <Field
                    id={`liq-mejora-${i}-desc`}
                    label="Descripción"
                    value={m.descripcion}
                    onChange={(v) =>
                      onChange({ mejoras: replace(form.mejoras, i, { ...m, descripcion: v }) })
                    }
                  />
                  <Field
                    id={`liq-mejora-${i}-fecha`}
                    label="Fecha"
                    type="date"
                    value={m.fecha}
                    onChange={(v) =>
                      onChange({ mejoras: replace(form.mejoras, i, { ...m, fecha: v }) })
                    }
                  />
                  <Field
                    id={`liq-mejora-${i}-monto`}
                    label="Monto"
                    value={m.monto}
                    onChange={(v) =>
                      onChange({ mejoras: replace(form.mejoras, i, { ...m, monto: v }) })
                    }
                  />
                </Row>
              ))}
            </ListSection>

            <ListSection
              title="Gastos deducibles pagados por quien vende"
              addLabel="Agregar gasto"
              onAdd={() =>
                onChange({
                  gastos: [
                    ...form.gastos,
                    { concepto: '', tipo: 'notariales', fecha: '', monto: '' },
                  ],
                })
              }
            >
              {form.gastos.map((g, i) => (
                <Row
                  key={i}
                  onRemove={() => onChange({ gastos: form.gastos.filter((_, j) => j !== i) })}
                  label={`gasto ${i + 1}`}
                >
                  <div className="grid gap-1">
                    <Label htmlFor={`liq-gasto-${i}-tipo`}>Tipo</Label>
                    <select
                      id={`liq-gasto-${i}-tipo`}
                      className="h-9 rounded-md border bg-transparent px-2 text-sm"
                      value={g.tipo}
                      onChange={(e) =>
                        onChange({
                          gastos: replace(form.gastos, i, {
                            ...g,
                            tipo: e.target.value as TipoGasto,
                          }),
                        })
                      }
                    >
                      {GASTO_TIPOS.map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Field
                    id={`liq-gasto-${i}-concepto`}
                    label="Concepto"
                    value={g.concepto}
                    onChange={(v) =>
                      onChange({ gastos: replace(form.gastos, i, { ...g, concepto: v }) })
                    }
                  />
                  <Field
                    id={`liq-gasto-${i}-fecha`}
                    label="Fecha de pago"
                    type="date"
                    value={g.fecha}
                    onChange={(v) =>
                      onChange({ gastos: replace(form.gastos, i, { ...g, fecha: v }) })
                    }
                  />
                  <Field
                    id={`liq-gasto-${i}-monto`}
                    label="Monto"
                    value={g.monto}
                    onChange={(v) =>
                      onChange({ gastos: replace(form.gastos, i, { ...g, monto: v }) })
                    }
                  />
                </Row>
              ))}
            </ListSection>
          </>
        )}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">Derechos, honorarios y otros</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id="liq-derechos"
            label="Derechos del Registro Público"
            value={form.derechosRegistro}
            onChange={set('derechosRegistro')}
          />
          <Field
            id="liq-honorarios"
            label="Honorarios (arancel)"
            value={form.honorarios}
            onChange={set('honorarios')}
            hint="Se agrega IVA 16 %."
          />
        </div>
        <ListSection
          title="Conceptos adicionales"
          addLabel="Agregar concepto"
          onAdd={() =>
            onChange({ extras: [...form.extras, { concepto: '', monto: '', causaIva: true }] })
          }
        >
          {form.extras.map((e, i) => (
            <Row
              key={i}
              onRemove={() => onChange({ extras: form.extras.filter((_, j) => j !== i) })}
              label={`concepto ${i + 1}`}
            >
              <Field
                id={`liq-extra-${i}-concepto`}
                label="Concepto"
                value={e.concepto}
                onChange={(v) =>
                  onChange({ extras: replace(form.extras, i, { ...e, concepto: v }) })
                }
              />
              <Field
                id={`liq-extra-${i}-monto`}
                label="Monto"
                value={e.monto}
                onChange={(v) => onChange({ extras: replace(form.extras, i, { ...e, monto: v }) })}
              />
              <Check
                id={`liq-extra-${i}-iva`}
                label="Causa IVA"
                checked={e.causaIva}
                onChange={(v) =>
                  onChange({ extras: replace(form.extras, i, { ...e, causaIva: v }) })
                }
              />
            </Row>
          ))}
        </ListSection>
      </fieldset>
    </div>
  );
}

function replace<T>(list: T[], index: number, item: T): T[] {
  return list.map((x, i) => (i === index ? item : x));
}

function ListSection({
  title,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium">{title}</p>
        <Button type="button" variant="outline" size="sm" onClick={onAdd}>
          <PlusIcon aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      {children}
    </div>
  );
}

function Row({
  label,
  onRemove,
  children,
}: {
  label: string;
  onRemove: () => void;
  children: React.ReactNode;
}) {
  return (
    <div className="grid items-end gap-2 rounded-md border p-2 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
      {children}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={onRemove}
        aria-label={`Quitar ${label}`}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}
