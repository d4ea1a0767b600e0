import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { ClientPicker } from '@/features/clients';
import { FormField } from '@/components/form/labelled-field';
import { useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { TipoSelect } from '../components/tipo-select';
import { expedienteFormSchema, type ExpedienteFormValues, type ExpedienteInput } from '../schemas';
import { useCreateExpedienteFlow } from '../use-create-expediente-flow';
import { isUuid } from '../uuid';

/** /app/expedientes/nuevo: "Nuevo Expediente" with title, type, client and description. */
export function ExpedienteNuevoPage() {
  usePageTitle('Nuevo Expediente – Fedatario');
  const orgId = useOrgId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetClient = params.get('clienteId');
  const flow = useCreateExpedienteFlow(orgId);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ExpedienteFormValues, unknown, ExpedienteInput>({
    resolver: zodResolver(expedienteFormSchema),
    defaultValues: {
      title: '',
      // Empty until chosen: the type is required, not silently defaulted.
      tipo: '',
      clientId: isUuid(presetClient) ? presetClient : null,
      description: '',
    },
  });

  const onSubmit = async (input: ExpedienteInput) => {
    const created = await flow.run(input);
    if (created) await navigate(paths.app.expediente.getHref(created.id));
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <Button variant="ghost" size="sm" asChild className="w-fit">
        <Link to={paths.app.expedientes.getHref()}>
          <ArrowLeftIcon aria-hidden="true" />
          Volver a expedientes
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-semibold tracking-tight">Nuevo Expediente</h1>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={handleSubmit(onSubmit)}>
            <fieldset disabled={isSubmitting} className="grid gap-4">
              <FormField id="expediente-title" label="Título" error={errors.title?.message}>
                {(describedBy) => (
                  <Input
                    id="expediente-title"
                    aria-invalid={Boolean(errors.title)}
                    aria-describedby={describedBy}
                    {...register('title')}
                  />
                )}
              </FormField>
              <FormField id="expediente-tipo" label="Tipo" error={errors.tipo?.message}>
                {(describedBy) => (
                  <Controller
                    control={control}
                    name="tipo"
                    render={({ field }) => (
                      <TipoSelect
                        id="expediente-tipo"
                        value={field.value}
                        onChange={field.onChange}
                        invalid={Boolean(errors.tipo)}
                        describedBy={describedBy}
                      />
                    )}
                  />
                )}
              </FormField>
              <FormField id="expediente-cliente" label="Cliente" hint="Opcional">
                {(describedBy) => (
                  <Controller
                    control={control}
                    name="clientId"
                    render={({ field }) => (
                      <ClientPicker
                        id="expediente-cliente"
                        orgId={orgId}
                        value={field.value}
                        onChange={field.onChange}
                        clearLabel="Sin cliente"
                        describedBy={describedBy}
                      />
                    )}
                  />
                )}
              </FormField>
              <FormField
                id="expediente-descripcion"
                label="Descripción"
                hint="Opcional"
                error={errors.description?.message}
              >
                {(describedBy) => (
                  <Textarea
                    id="expediente-descripcion"
                    rows={4}
                    aria-invalid={Boolean(errors.description)}
                    aria-describedby={describedBy}
                    {...register('description')}
                  />
                )}
              </FormField>
              <div className="flex justify-end gap-2">
                <Button variant="outline" asChild>
                  <Link to={paths.app.expedientes.getHref()}>Cancelar</Link>
                </Button>
                <Button type="submit">{isSubmitting ? 'Creando…' : 'Crear expediente'}</Button>
              </div>
            </fieldset>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
