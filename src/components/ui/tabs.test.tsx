import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function AccessTabs() {
  return (
    <Tabs defaultValue="signin">
      <TabsList aria-label="Acceso">
        <TabsTrigger value="signin">Iniciar sesión</TabsTrigger>
        <TabsTrigger value="reset">Restablecer contraseña</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">Formulario de acceso</TabsContent>
      <TabsContent value="reset">Formulario de restablecimiento</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the default tab as selected with its panel', () => {
    render(<AccessTabs />);
    const tablist = screen.getByRole('tablist', { name: 'Acceso' });
    expect(tablist).toHaveAttribute('data-slot', 'tabs-list');
    expect(screen.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Iniciar sesión' })).toHaveTextContent(
      'Formulario de acceso',
    );
  });

  it('switches tabs with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    render(<AccessTabs />);
    const signin = screen.getByRole('tab', { name: 'Iniciar sesión' });
    const reset = screen.getByRole('tab', { name: 'Restablecer contraseña' });

    await user.tab();
    expect(signin).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(reset).toHaveFocus();
    expect(reset).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Formulario de restablecimiento');

    await user.keyboard('{ArrowRight}');
    expect(signin).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Formulario de acceso');

    await user.keyboard('{ArrowLeft}');
    expect(reset).toHaveFocus();
    expect(reset).toHaveAttribute('aria-selected', 'true');
  });

  it('moves from the tab list into the active panel with Tab', async () => {
    const user = userEvent.setup();
    render(<AccessTabs />);

    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
