import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileSection } from './file-section';

const renderSection = (state: { isPending: boolean; isError: boolean }, isEmpty = false) => {
  const refetch = vi.fn();
  render(
    <FileSection
      title="Expedientes"
      state={{ ...state, refetch }}
      loadingLabel="Cargando expedientes del cliente"
      errorText="No se pudieron cargar los expedientes del cliente."
      emptyText="Este cliente aún no tiene expedientes."
      isEmpty={isEmpty}
    >
      <p>Compraventa casa</p>
    </FileSection>,
  );
  return refetch;
};

describe('FileSection', () => {
  it('is a named region that says it is loading', () => {
    renderSection({ isPending: true, isError: false });
    expect(screen.getByRole('region', { name: 'Expedientes' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Cargando expedientes del cliente' })).toBeVisible();
    expect(screen.queryByText('Compraventa casa')).not.toBeInTheDocument();
  });

  it('says a failed load in Spanish and retries it', () => {
    const refetch = renderSection({ isPending: false, isError: true });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los expedientes del cliente.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says when there is nothing, else shows its content', () => {
    renderSection({ isPending: false, isError: false }, true);
    expect(screen.getByText('Este cliente aún no tiene expedientes.')).toBeVisible();
    expect(screen.queryByText('Compraventa casa')).not.toBeInTheDocument();
  });

  it('shows its content once loaded', () => {
    renderSection({ isPending: false, isError: false });
    expect(screen.getByText('Compraventa casa')).toBeVisible();
  });
});
