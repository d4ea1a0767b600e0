import { ArrowLeftIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCaseDocuments } from '@/features/documents';
import { GENERATION_MESSAGES, GenerationPanel, useGeneratedDocuments } from '@/features/generation';
import { useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCompraventaCase, useRefreshCaseProgress } from '../api';
import { CaseSelect } from '../components/case-select';
import { DocumentsStep } from '../components/documents-step';
import { LibraryStep } from '../components/library-step';
import { PartiesPropertyStep, STEP_ONE_FORM_ID } from '../components/parties-property-step';
import { ProgressPanel } from '../components/progress-panel';
import { StepTabs } from '../components/step-tabs';
import { ValidationsStep } from '../components/validations-step';
import { COMPRAVENTA_MESSAGES } from '../schemas';
import { acceptedDocumentsCount, shortCaseId, WIZARD_STEPS, type WizardStep } from '../steps';
import { missingIdentifications, validateCompraventa } from '../validations';

const LAST_STEP: WizardStep = 5;

/** /app/flujos/compraventa?expediente=<id>: the advanced compraventa wizard (screen 11). */
export function CompraventaWizardPage() {
  usePageTitle('Compraventa avanzada – Fedatario');
  const orgId = useOrgId();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const expedienteId = searchParams.get('expediente');
  const [step, setStep] = useState<WizardStep>(1);
  const [completed, setCompleted] = useState<ReadonlySet<WizardStep>>(new Set());
  const [stepError, setStepError] = useState<string | null>(null);
  const [validation, setValidation] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);

  const caseQuery = useCompraventaCase(orgId, expedienteId);
  const refreshCaseProgress = useRefreshCaseProgress();
  const documents = useCaseDocuments(orgId, expedienteId);
  const generated = useGeneratedDocuments(orgId, expedienteId);
  const loadError = caseQuery.error ?? documents.error;
  useEffect(() => {
    if (loadError) {
      toast.error(COMPRAVENTA_MESSAGES.errorTitle, {
        description: COMPRAVENTA_MESSAGES.loadFailed,
      });
    }
  }, [loadError]);

  const caseData = caseQuery.data ?? null;
  const caseDocuments = documents.data ?? [];
  const generatedCount = expedienteId ? (generated.data?.length ?? 0) : 0;

  const goTo = (next: WizardStep) => {
    setStepError(null);
    setStep(next);
  };
  const advance = () => {
    refreshCaseProgress();
    setCompleted((done) => new Set(done).add(step));
    goTo(Math.min(LAST_STEP, step + 1) as WizardStep);
  };

  const validate = async () => {
    const [fresh, freshDocuments] = await Promise.all([caseQuery.refetch(), documents.refetch()]);
    if (!fresh.data) return [COMPRAVENTA_MESSAGES.expedienteRequired];
    const missing = validateCompraventa(fresh.data, freshDocuments.data ?? []);
    setValidation(missing);
    return missing;
  };

  const next = async () => {
    if (step === 1) return; // the step's form submits itself (type="submit" below)
    if (!caseData) {
      setStepError(COMPRAVENTA_MESSAGES.expedienteRequired);
      return;
    }
    if (step === 2 && missingIdentifications(caseDocuments).length > 0) {
      setStepError(COMPRAVENTA_MESSAGES.idsRequired);
      return;
    }
    if (step === 3 && (await validate()).length > 0) {
      setStepError(COMPRAVENTA_MESSAGES.validationPending);
      return;
    }
    if (step === LAST_STEP) {
      refreshCaseProgress();
      void navigate(paths.app.expedientes.path);
      return;
    }
    advance();
  };

  const needsCase = (content: ReactNode) =>
    caseData ? (
      content
    ) : (
      <p className="text-sm text-muted-foreground">
        {COMPRAVENTA_MESSAGES.caseRequiredForGeneration}
      </p>
    );

  const current = WIZARD_STEPS.find((s) => s.id === step)!;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Compraventa avanzada</h1>
          <p className="text-sm text-muted-foreground">
            {expedienteId ? (
              <>
                Expediente <span className="font-mono">{shortCaseId(expedienteId)}</span>
                {caseData && ` · ${caseData.folio} · ${caseData.title}`}
              </>
            ) : (
              'Selecciona el expediente de la operación'
            )}
          </p>
        </div>
        <Button variant="outline" asChild>
          <Link to={paths.app.expedientes.path}>
            <ArrowLeftIcon aria-hidden="true" />
            Volver a expedientes
          </Link>
        </Button>
      </div>

      <StepTabs current={step} onSelect={goTo} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <section
          aria-labelledby="wizard-step-heading"
          className="grid min-w-0 content-start gap-4 rounded-lg border p-4"
        >
          <h2 id="wizard-step-heading" className="text-lg font-semibold">
            Paso {step} de {WIZARD_STEPS.length}: {current.nombre}
          </h2>

          {step === 1 && (
            <div className="grid gap-6">
              <CaseSelect
                orgId={orgId}
                value={expedienteId}
                onChange={(id) => {
                  setValidation(null);
                  setSearchParams({ expediente: id }, { replace: true });
                }}
              />
              {expedienteId && caseQuery.isPending ? (
                <Skeleton className="h-48" />
              ) : caseData ? (
                <PartiesPropertyStep
                  orgId={orgId}
                  caseData={caseData}
                  onSaved={advance}
                  onSavingChange={setSaving}
                />
              ) : null}
            </div>
          )}
          {step === 2 &&
            needsCase(
              <DocumentsStep
                orgId={orgId}
                expedienteId={expedienteId ?? ''}
                documents={caseDocuments}
              />,
            )}
          {step === 3 &&
            needsCase(<ValidationsStep result={validation} onValidate={() => void validate()} />)}
          {step === 4 &&
            needsCase(
              <GenerationPanel
                orgId={orgId}
                expedienteId={expedienteId ?? ''}
                defaultInfonavit={caseData?.inmueble?.credito_infonavit ?? false}
                successMessage={GENERATION_MESSAGES.doneWizard}
              />,
            )}
          {step === 5 && needsCase(<LibraryStep orgId={orgId} expedienteId={expedienteId ?? ''} />)}

          {stepError && (
            <p role="alert" className="text-sm text-destructive">
              {stepError}
            </p>
          )}

          <div className="flex flex-wrap justify-between gap-2 border-t pt-4">
            <Button
              variant="outline"
              disabled={step === 1}
              onClick={() => goTo((step - 1) as WizardStep)}
            >
              <ChevronLeftIcon aria-hidden="true" />
              Anterior
            </Button>
            {step === 1 ? (
              <Button type="submit" form={STEP_ONE_FORM_ID} disabled={!caseData || saving}>
                Siguiente
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            ) : (
              <Button onClick={() => void next()}>
                {step === LAST_STEP ? 'Finalizar' : 'Siguiente'}
                {step !== LAST_STEP && <ChevronRightIcon aria-hidden="true" />}
              </Button>
            )}
          </div>
        </section>

        <ProgressPanel
          current={step}
          completed={completed}
          documentsCount={acceptedDocumentsCount(caseDocuments)}
          generatedCount={generatedCount}
        />
      </div>
    </div>
  );
}
