import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useErrorToast } from '@/hooks/use-error-toast';
import {
  type DraftResult,
  type PowerCase,
  useCreateDraft,
  useCreatePowerCase,
  useFinishPower,
  usePowerClients,
  useSaveTerms,
} from '../api';
import { POWER_KINDS, type PowerKind, TOTAL_STEPS } from '../power-kinds';
import {
  EMPTY_POWER_FORM,
  firstError,
  generalObjectSchema,
  generalPartiesSchema,
  mandatePartiesSchema,
  mandateSubjectSchema,
  POWER_MESSAGES,
  type PowerForm,
  todayIso,
} from '../schemas';
import { FlowHeader } from './flow-header';
import { PartiesStep } from './parties-step';
import { SummaryStep } from './summary-step';
import { TermsStep } from './terms-step';

/** The 4-step guided flow of a general power or a special mandate (screen 12). */
export function PowerFlow({ kind, orgId }: { kind: PowerKind; orgId: string }) {
  const navigate = useNavigate();
  const clients = usePowerClients(orgId);
  useErrorToast(clients.error, POWER_MESSAGES.loadClientsFailed);
  const createCase = useCreatePowerCase(orgId);
  const saveTerms = useSaveTerms();
  const createDraft = useCreateDraft(orgId);
  const finish = useFinishPower();
  const form = useForm<PowerForm>({ defaultValues: EMPTY_POWER_FORM });
  const [step, setStep] = useState(1);
  const [expediente, setExpediente] = useState<PowerCase | null>(null);
  const [draft, setDraft] = useState<DraftResult | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const today = todayIso();
  const general = kind === 'poder_general';
  const names = useMemo(
    () => Object.fromEntries((clients.data ?? []).map((c) => [c.id, c.name])),
    [clients.data],
  );
  const busy =
    createCase.isPending || saveTerms.isPending || createDraft.isPending || finish.isPending;

  const failed = (error: unknown) =>
    toast.error(POWER_MESSAGES.errorTitle, {
      description: error instanceof Error ? error.message : String(error),
    });

  const validate = (values: PowerForm): string | null => {
    if (step === 1)
      return firstError(general ? generalPartiesSchema : mandatePartiesSchema, values);
    if (step === 2) {
      return firstError(general ? generalObjectSchema(today) : mandateSubjectSchema(today), values);
    }
    return null;
  };

  const next = async () => {
    const values = form.getValues();
    const message = validate(values);
    setStepError(message);
    if (message) return;
    try {
      if (step === 1) {
        if (!expediente) {
          const created = await createCase.mutateAsync({
            kind,
            otorganteId: values.otorgante_id,
            otherId: general ? values.apoderado_id : values.mandatario_id,
          });
          setExpediente(created);
          toast.success(POWER_MESSAGES.caseCreated, { description: `Folio: ${created.folio}` });
        }
      } else if (step === 2 && expediente) {
        const vigencia = general ? values.fecha_vencimiento : values.vigencia_hasta;
        await saveTerms.mutateAsync({
          kind,
          expedienteId: expediente.id,
          vigenciaHasta: vigencia || null,
        });
      } else if (step === 3 && expediente && !draft) {
        const result = await createDraft.mutateAsync({
          kind,
          expediente,
          title: `${POWER_KINDS[kind].title} – ${names[values.otorgante_id] ?? expediente.folio}`,
          variables: draftVariables(kind, values, names, expediente.folio),
        });
        setDraft(result);
        toast.success(POWER_MESSAGES.draftCreated);
        if (result.generationError) {
          toast.error(POWER_MESSAGES.generationFailed, { description: result.generationError });
        }
      } else if (step === TOTAL_STEPS && expediente) {
        await finish.mutateAsync({ kind, expedienteId: expediente.id });
        toast.success(POWER_MESSAGES.finished);
        void navigate(paths.app.expediente.getHref(expediente.id));
        return;
      }
      setStep((s) => Math.min(s + 1, TOTAL_STEPS));
    } catch (error) {
      failed(error);
    }
  };

  const previous = () => {
    setStepError(null);
    setStep((s) => Math.max(s - 1, 1));
  };

  return (
    <div className="grid gap-6">
      <FlowHeader kind={kind} step={step} folio={expediente?.folio ?? null} />
      <section aria-labelledby="paso-titulo" className="grid gap-4 rounded-lg border p-6">
        <h2 id="paso-titulo" className="text-lg font-semibold">
          {POWER_KINDS[kind].steps[step - 1]?.[0]}
        </h2>
        <form className="grid gap-4" onSubmit={(event) => event.preventDefault()} noValidate>
          {step === 1 && (
            <PartiesStep
              kind={kind}
              control={form.control}
              clients={clients}
              locked={expediente !== null}
            />
          )}
          {step === 2 && (
            <TermsStep kind={kind} control={form.control} register={form.register} today={today} />
          )}
          {(step === 3 || step === 4) && (
            <SummaryStep
              kind={kind}
              values={form.getValues()}
              names={names}
              step={step}
              draft={draft}
            />
          )}
        </form>
        {stepError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {stepError}
          </p>
        )}
        <div className="flex justify-between gap-2">
          <Button type="button" variant="outline" onClick={previous} disabled={step === 1 || busy}>
            <ArrowLeftIcon aria-hidden="true" />
            Anterior
          </Button>
          <Button type="button" onClick={() => void next()} disabled={busy}>
            {step === TOTAL_STEPS ? (
              <>
                <CheckIcon aria-hidden="true" />
                Finalizar
              </>
            ) : (
              <>
                Siguiente
                <ArrowRightIcon aria-hidden="true" />
              </>
            )}
          </Button>
        </div>
      </section>
    </div>
  );
}

/** The draft's variables: the captured form plus the names and folio a deed needs. */
function draftVariables(
  kind: PowerKind,
  values: PowerForm,
  names: Record<string, string>,
  folio: string,
): Record<string, string | null> {
  const blank = (value: string) => (value.trim() === '' ? null : value);
  if (kind === 'poder_general') {
    return {
      folio,
      otorgante_id: values.otorgante_id,
      otorgante_nombre: names[values.otorgante_id] ?? null,
      apoderado_id: values.apoderado_id,
      apoderado_nombre: names[values.apoderado_id] ?? null,
      objeto_poder: values.objeto_poder,
      fecha_vencimiento: blank(values.fecha_vencimiento),
      observaciones: blank(values.observaciones),
    };
  }
  return {
    folio,
    otorgante_id: values.otorgante_id,
    otorgante_nombre: names[values.otorgante_id] ?? null,
    mandatario_id: values.mandatario_id,
    mandatario_nombre: names[values.mandatario_id] ?? null,
    materia_mandato: values.materia_mandato,
    vigencia_hasta: values.vigencia_hasta,
    alcance_especifico: blank(values.alcance_especifico),
    limitaciones: blank(values.limitaciones),
  };
}
