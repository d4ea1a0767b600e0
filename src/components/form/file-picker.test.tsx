import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';

function Picker({ onFile = () => undefined }: { onFile?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <label htmlFor="f">Archivo</label>
      <FilePicker
        id="f"
        file={file}
        onFileChange={(next) => {
          setFile(next);
          onFile(next);
        }}
      />
      <button type="button" onClick={() => setFile(null)}>
        Limpiar
      </button>
    </>
  );
}

describe('FilePicker', () => {
  it('offers "Elegir archivo" in Spanish and keeps the native input only for its label', () => {
    render(<Picker />);
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeVisible();
    expect(screen.getByText('Ningún archivo seleccionado')).toBeVisible();
    const input = screen.getByLabelText('Archivo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveClass('sr-only');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(document.body.textContent).not.toMatch(/Choose File|No file chosen/);
  });

  it('opens the native picker from the button and shows the chosen name until reset', () => {
    const onFile = vi.fn();
    render(<Picker onFile={onFile} />);
    const input = screen.getByLabelText<HTMLInputElement>('Archivo');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Elegir archivo' }));
    expect(click).toHaveBeenCalled();

    const ine = new File(['x'], 'ine.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [ine] } });
    expect(onFile).toHaveBeenCalledWith(ine);
    expect(screen.getByText('ine.pdf')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByText('Ningún archivo seleccionado')).toBeVisible();
  });
});
