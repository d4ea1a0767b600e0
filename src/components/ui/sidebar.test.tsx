import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Sidebar, SidebarProvider, SidebarTrigger } from './sidebar';

function renderSidebar() {
  render(
    <SidebarProvider>
      <Sidebar>
        <a href="/app">Panel</a>
      </Sidebar>
      <SidebarTrigger />
    </SidebarProvider>,
  );
  return document.querySelector('[data-slot="sidebar"]')!;
}

afterEach(() => {
  document.cookie = 'sidebar_state=; max-age=0; path=/';
});

describe('Sidebar', () => {
  it('collapses to icons from its trigger and remembers it in a cookie', async () => {
    const sidebar = renderSidebar();
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await userEvent.click(
      screen.getByRole('button', { name: 'Mostrar u ocultar el menú lateral' }),
    );
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(sidebar).toHaveAttribute('data-collapsible', 'icon');
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('starts as the cookie says and toggles with Ctrl+B', () => {
    document.cookie = 'sidebar_state=false; path=/';
    const sidebar = renderSidebar();
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  });
});
