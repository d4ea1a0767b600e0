import { zodResolver } from '@hookform/resolvers/zod';
import { UploadIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
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
import { BASIC_ACCEPT } from '../file-rules';
import {
  DOCUMENT_MESSAGES,
  uploadFormSchema,
  type UploadFormInput,
  type UploadFormValues,
} from '../schemas';
import type { UploadResult } from '../types';
import { useSimulatedProgress } from '../use-simulated-progress';
import { UploadProgress } from './upload-progress';

const NO_EXPEDIENTE = 'none';

export interface DocumentUploadWidgetProps {
  /** The office; null shows "Organización no encontrada" instead of uploading. */
  orgId: string | null;
  /** Binds every upload to this case and hides the case selector (a case's Documentos tab). */
  expedienteId?: string;
  /** documents.doc_type of the uploads; 'upload' for the library. */
  docType?: string;
  /** Prefix of the control ids, when several widgets share a page. */
  idPrefix?: string;
  /** Visible name of the form (also its accessible name). */
  heading?: string;
  onUploaded?: (result: UploadResult) => void;
}

/** Screen 9's upload form: title, optional case, a PDF/JPG/PNG up to 10 MB, with progress. */
export function DocumentUploadWidget({
  orgId,
  expedienteId,
  docType = 'upload',
  idPrefix = 'upload',
  heading = 'Subir documento',
  onUploaded,
}: DocumentUploadWidgetProps) {
  const upload = useUploadDocument();
  const progress = useSimulatedProgress();
  const expedientes = useExpedienteOptions(orgId);
  const form = useForm<UploadFormValues, unknown, UploadFormInput>({
    resolver: zodResolver(uploadFormSchema),
    defaultValues: { title: '', expedienteId: expedienteId ?? null, file: null },
  });
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  const onSubmit = async (values: UploadFormInput) => {
    progress.start();
    try {
      const result = await upload.mutateAsync({
        orgId,
        expedienteId: expedienteId ?? values.expedienteId,
        title: values.title,
        docType,
        file: values.file,
      });
      progress.finish();
      toast.success(DOCUMENT_MESSAGES.uploaded);
      form.reset({ title: '', expedienteId: expedienteId ?? values.expedienteId, file: null });
      onUploaded?.(result);
    } catch (error) {
      progress.reset();
      const message = error instanceof Error ? error.message : undefined;
      // 001 §8 names the library's failure "Error al subir archivo" and a case's "Error al subir documento".
      const title = expedienteId
        ? DOCUMENT_MESSAGES.caseUploadFailed
        : DOCUMENT_MESSAGES.uploadFailed;
      toast.error(title, { description: message });
      form.setError('root', { message: message ?? title });
    }
  };

  return (
    <form
      aria-label={heading}
      className="grid gap-4 rounded-lg border p-4"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <h2 className="text-lg font-semibold">{heading}</h2>
      {!orgId && (
        <p role="alert" className="text-sm text-destructive">
          {DOCUMENT_MESSAGES.orgNotFound}
        </p>
      )}
      <fieldset
        disabled={upload.isPending || !orgId}
        className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-3"
      >
        <FormField id={id('title')} label="Título" error={errors.title?.message}>
          {(describedBy) => (
            <Input
              id={id('title')}
              aria-invalid={Boolean(errors.title)}
              aria-describedby={describedBy}
              {...form.register('title')}
            />
          )}
        </FormField>
        {!expedienteId && (
          <FormField id={id('expediente')} label="Expediente (opcional)">
            {(describedBy) => (
              <Controller
                control={form.control}
                name="expedienteId"
                render={({ field }) => (
                  <Select
                    value={field.value ?? NO_EXPEDIENTE}
                    onValueChange={(value) =>
                      field.onChange(value === NO_EXPEDIENTE ? null : value)
                    }
                  >
                    <SelectTrigger
                      id={id('expediente')}
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
              />
            )}
          </FormField>
        )}
        <FormField
          id={id('file')}
          label="Archivo"
          hint="PDF, JPG o PNG de hasta 10 MB"
          error={errors.file?.message}
        >
          {(describedBy) => (
            <Controller
              control={form.control}
              name="file"
              render={({ field }) => (
                <FilePicker
                  id={id('file')}
                  accept={BASIC_ACCEPT}
                  file={field.value}
                  invalid={Boolean(errors.file)}
                  describedBy={describedBy}
                  name={field.name}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  onFileChange={(file) => {
                    field.onChange(file);
                    void form.trigger('file');
                  }}
                />
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
      <div>
        <Button type="submit" disabled={upload.isPending || !orgId}>
          <UploadIcon aria-hidden="true" />
          {upload.isPending ? 'Subiendo…' : 'Subir'}
        </Button>
      </div>
    </form>
  );
}
