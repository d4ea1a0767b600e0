import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { Input } from './input';
import { Label } from './label';

function DemoDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Demo gratuita</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Solicita una demo</DialogTitle>
          <DialogDescription>Te contactaremos en breve.</DialogDescription>
        </DialogHeader>
        <Label htmlFor="nombre">Nombre</Label>
        <Input id="nombre" />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens as a labelled modal with focus inside it', async () => {
    const user = userEvent.setup();
    render(<DemoDialog />);

    await user.click(screen.getByRole('button', { name: 'Demo gratuita' }));

    const dialog = screen.getByRole('dialog', { name: 'Solicita una demo' });
    expect(dialog).toHaveAccessibleDescription('Te contactaremos en breve.');
    expect(dialog).toHaveAttribute('data-slot', 'dialog-content');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<DemoDialog />);
    await user.click(screen.getByRole('button', { name: 'Demo gratuita' }));
    const dialog = screen.getByRole('dialog');

    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<DemoDialog />);
    const trigger = screen.getByRole('button', { name: 'Demo gratuita' });

    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from Cancelar and from the labelled close button', async () => {
    const user = userEvent.setup();
    render(<DemoDialog />);
    const trigger = screen.getByRole('button', { name: 'Demo gratuita' });

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
