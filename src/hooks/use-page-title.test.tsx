import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '@/config/app';
import { usePageTitle } from './use-page-title';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('sets the document title and follows changes', () => {
    const { rerender } = render(<Page title={pageTitle('Clientes')} />);
    expect(document.title).toBe('Clientes – Fedatario');

    rerender(<Page title={pageTitle('Tareas')} />);
    expect(document.title).toBe('Tareas – Fedatario');
  });
});
