import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Office } from '@/features/session';
import { OfficeSwitcher } from './office-switcher';

const A: Office = { orgId: 'org-a', name: 'Notaría A', role: 'owner' };
const B: Office = { orgId: 'org-b', name: 'Notaría B', role: 'admin' };
const C: Office = { orgId: 'org-c', name: 'Notaría C', role: 'member' };

describe('OfficeSwitcher', () => {
  it('renders nothing for a single office', () => {
    const { container } = render(
      <OfficeSwitcher offices={[A]} currentOrgId="org-a" onSelect={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("lists every office with the user's role in it, the current one checked", async () => {
    const user = userEvent.setup();
    render(<OfficeSwitcher offices={[A, B, C]} currentOrgId="org-b" onSelect={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: /Cambiar de notaría/ });
    expect(trigger).toHaveTextContent('Notaría BAdministrador');

    await user.click(trigger);
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'Notaría APropietario',
      'Notaría BAdministrador',
      'Notaría CMiembro',
    ]);
    expect(screen.getByRole('menuitemradio', { name: /Notaría B/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('calls onSelect with the chosen office, by pointer and by keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<OfficeSwitcher offices={[A, B]} currentOrgId="org-a" onSelect={onSelect} />);

    await user.click(screen.getByRole('button', { name: /Cambiar de notaría/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Notaría B/ }));
    expect(onSelect).toHaveBeenLastCalledWith('org-b');
    expect(screen.queryByRole('menu')).toBeNull();

    onSelect.mockClear();
    screen.getByRole('button', { name: /Cambiar de notaría/ }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('org-b');
  });
});
