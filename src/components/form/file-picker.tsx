import { FileIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';

const FILE_PICKER_TEXT = {
  choose: 'Elegir archivo',
  none: 'Ningún archivo seleccionado',
} as const;

export interface FilePickerProps {
  /** The native input's id, which the field's label points to. */
  id: string;
  name?: string;
  accept?: string;
  /** The chosen file (the form's value), shown by name beside the button. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  onBlur?: () => void;
  /** The form library's ref callback (react-hook-form's field.ref). */
  inputRef?: (node: HTMLInputElement | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A file field that speaks Spanish: the browser's own input would say "Choose File" / "No file
 * chosen" in the browser's language, so it stays in the page visually hidden (its label and
 * form value still work) and a styled "Elegir archivo" button opens it.
 */
export function FilePicker({
  id,
  name,
  accept,
  file,
  onFileChange,
  onBlur,
  inputRef,
  invalid,
  describedBy,
}: FilePickerProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const nameId = useId();
  const setInput = (node: HTMLInputElement | null) => {
    input.current = node;
    inputRef?.(node);
  };
  // A reset form (file null) also empties the input, or choosing the same file again is ignored.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <div className="flex min-w-0 items-center gap-3">
      <input
        ref={setInput}
        id={id}
        name={name}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
      />
      <Button
        type="button"
        variant="outline"
        aria-invalid={invalid}
        aria-describedby={[nameId, describedBy].filter(Boolean).join(' ')}
        onClick={() => input.current?.click()}
      >
        <FileIcon aria-hidden="true" />
        {FILE_PICKER_TEXT.choose}
      </Button>
      <span
        id={nameId}
        className="min-w-0 truncate text-sm text-muted-foreground"
        title={file?.name}
      >
        {file?.name ?? FILE_PICKER_TEXT.none}
      </span>
    </div>
  );
}
