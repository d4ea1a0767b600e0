import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { FilePicker } from '@/components/form/file-picker';
import { FormField } from '@/components/form/labelled-field';
import { useExpedienteOptions, useUploadDocument } from '../api';
import { ADVANCED_DOC_TYPES } from '../doc-types';
import { ADVANCED_ACCEPT, titleFromFileName } from '../file-rules';
import {
  advancedUploadSchema,
  DOCUMENT_MESSAGES,
  type AdvancedUploadInput,
  type AdvancedUploadValues,
} from '../schemas';
import { useSimulatedProgress } from '../use-simulated-progress';
import { UploadProgress } from './upload-progress';

const EMPTY: AdvancedUploadValues = { title: '', docType: 'general', file: null };
const NO_EXPEDIENTE = 'none';

/** Screen 21's upload dialog: file (pdf, doc, docx, txt, jpg, jpeg, png), title and type. */
export function AdvancedUploadDialog({
  orgId,
  open,
  onOpenChange,
}: {
  orgId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const upload = useUploadDocument();
  const progress = useSimulatedProgress();
  const expedientes = useExpedienteOptions(orgId);
  // Outside the form, which starts empty on every opening: files of one case usually come in a
  // row, so the case chosen for the last file stays chosen for the next.
  const [expedienteId, setExpedienteId] = useState<string | null>(null);
  const form = useForm<AdvancedUploadValues, unknown, AdvancedUploadInput>({
    resolver: zodResolver(advancedUploadSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const { reset: resetForm } = form;
  const { reset: resetProgress } = progress;

  useEffect(() => {
    if (open) {
      resetForm(EMPTY);
      resetProgress();
    }
  }, [open, resetForm, resetProgress]);

  const onSubmit = async (values: AdvancedUploadInput) => {
    progress.start();
    try {
      await upload.mutateAsync({
        orgId,
        expedienteId,
        title: values.title,
        docType: values.docType,
        file: values.file,
      });
      progress.finish();
      toast.success(DOCUMENT_MESSAGES.advancedUploaded);
      onOpenChange(false);
    } catch (error) {
      progress.reset();
      toast.error(DOCUMENT_MESSAGES.errorTitle, {
        description: DOCUMENT_MESSAGES.advancedUploadFailed,
      });
      form.setError('root', {
        message: error instanceof Error ? error.message : DOCUMENT_MESSAGES.advancedUploadFailed,
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Subir documento</DialogTitle>
          <DialogDescription>
            PDF, Word, texto o imagen de hasta 10 MB. El título toma el nombre del archivo.
          </DialogDescription>
        </DialogHeader>
        <form
          id="advanced-upload-form"
          noValidate
          className="grid gap-4"
          onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        >
          {!orgId && (
            <p role="alert" className="text-sm text-destructive">
              {DOCUMENT_MESSAGES.orgNotFound}
            </p>
          )}
          <fieldset disabled={upload.isPending || !orgId} className="grid gap-4">
            <FormField id="advanced-file" label="Archivo" error={errors.file?.message}>
              {(describedBy) => (
                <Controller
                  control={form.control}
                  name="file"
                  render={({ field }) => (
                    <FilePicker
                      id="advanced-file"
                      accept={ADVANCED_ACCEPT}
                      file={field.value}
                      invalid={Boolean(errors.file)}
                      describedBy={describedBy}
                      name={field.name}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      onFileChange={(file) => {
                        field.onChange(file);
                        // The title follows the file until the user writes their own.
                        if (file && !form.getFieldState('title').isDirty) {
                          form.setValue('title', titleFromFileName(file.name));
                        }
                        void form.trigger('file');
                      }}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField id="advanced-title" label="Título" error={errors.title?.message}>
              {(describedBy) => (
                <Input
                  id="advanced-title"
                  aria-invalid={Boolean(errors.title)}
                  aria-describedby={describedBy}
                  {...form.register('title')}
                />
              )}
            </FormField>
            <FormField id="advanced-expediente" label="Expediente (opcional)">
              {(describedBy) => (
                <Select
                  value={expedienteId ?? NO_EXPEDIENTE}
                  onValueChange={(value) => setExpedienteId(value === NO_EXPEDIENTE ? null : value)}
                >
                  <SelectTrigger
                    id="advanced-expediente"
                    aria-describedby={describedBy}
                    className="w-full"
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NO_EXPEDIENTE}>Sin expediente</SelectItem>
                    {(expedientes.data ?? []).map((option) => (
                      <SelectItem key={option.id} value={option.id}>
                        {option.folio} · {option.title}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <FormField id="advanced-type" label="Tipo">
              {(describedBy) => (
                <Controller
                  control={form.control}
                  name="docType"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger
                        id="advanced-type"
                        aria-describedby={describedBy}
                        className="w-full"
                      >
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {ADVANCED_DOC_TYPES.map((type) => (
                          <SelectItem key={type.value} value={type.value}>
                            {type.label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
          </fieldset>
          {progress.progress !== null && (
            <UploadProgress value={progress.progress} label="Progreso de la subida" />
          )}
          {errors.root?.message && (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" form="advanced-upload-form" disabled={upload.isPending || !orgId}>
            {upload.isPending ? 'Subiendo…' : 'Subir'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
