import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form/labelled-field';
import { usePrepareForSignature, useSignableDocuments } from '../api';
import {
  EMPTY_PREPARE_FORM,
  type PrepareForm,
  prepareSchema,
  SIGNATURE_MESSAGES,
} from '../schemas';

interface PrepareDialogProps {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Preparar para firma": the document, who signs (comma-separated), where, witnesses and notes. */
export function PrepareDialog({ orgId, open, onOpenChange }: PrepareDialogProps) {
  const documents = useSignableDocuments(orgId);
  const prepare = usePrepareForSignature(orgId);
  const form = useForm<PrepareForm>({
    resolver: zodResolver(prepareSchema),
    defaultValues: EMPTY_PREPARE_FORM,
  });
  const { errors } = form.formState;
  const requiereTestigos = useWatch({ control: form.control, name: 'requiere_testigos' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await prepare.mutateAsync(values);
      toast.success(SIGNATURE_MESSAGES.prepared);
      form.reset(EMPTY_PREPARE_FORM);
      onOpenChange(false);
    } catch {
      toast.error(SIGNATURE_MESSAGES.errorTitle, { description: SIGNATURE_MESSAGES.prepareFailed });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Preparar documento para firma</DialogTitle>
          <DialogDescription>
            El documento pasa a “para firma” y se registra quién debe firmarlo.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <FormField id="firma-documento" label="Documento" error={errors.document_id?.message}>
            {(describedBy) => (
              <Controller
                control={form.control}
                name="document_id"
                render={({ field }) => (
                  <Select value={field.value || undefined} onValueChange={field.onChange}>
                    <SelectTrigger
                      id="firma-documento"
                      className="w-full"
                      aria-invalid={Boolean(errors.document_id)}
                      aria-describedby={describedBy}
                    >
                      <SelectValue placeholder="Seleccione un documento" />
                    </SelectTrigger>
                    <SelectContent>
                      {(documents.data ?? []).map((doc) => (
                        <SelectItem key={doc.id} value={doc.id}>
                          {doc.expediente ? `${doc.title} · ${doc.expediente.folio}` : doc.title}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField
            id="firma-firmantes"
            label="Firmantes"
            hint="Separe los nombres con comas."
            error={errors.firmantes?.message}
          >
            {(describedBy) => (
              <Input
                id="firma-firmantes"
                aria-invalid={Boolean(errors.firmantes)}
                aria-describedby={describedBy}
                {...form.register('firmantes')}
              />
            )}
          </FormField>
          <FormField id="firma-lugar" label="Lugar de firma" error={errors.lugar_firma?.message}>
            {(describedBy) => (
              <Input
                id="firma-lugar"
                aria-describedby={describedBy}
                {...form.register('lugar_firma')}
              />
            )}
          </FormField>
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="requiere_testigos"
              render={({ field }) => (
                <Checkbox
                  id="firma-requiere-testigos"
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
            <Label htmlFor="firma-requiere-testigos">Requiere testigos</Label>
          </div>
          {requiereTestigos && (
            <FormField
              id="firma-testigos"
              label="Testigos"
              hint="Separe los nombres con comas."
              error={errors.testigos?.message}
            >
              {(describedBy) => (
                <Input
                  id="firma-testigos"
                  aria-invalid={Boolean(errors.testigos)}
                  aria-describedby={describedBy}
                  {...form.register('testigos')}
                />
              )}
            </FormField>
          )}
          <FormField id="firma-notas" label="Notas" error={errors.notas?.message}>
            {(describedBy) => (
              <Textarea
                id="firma-notas"
                rows={3}
                aria-describedby={describedBy}
                {...form.register('notas')}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={prepare.isPending}>
              Preparar para firma
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
