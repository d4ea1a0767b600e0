import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('renders a button of type "button" so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Cancelar</Button>
        <Button type="submit">Guardar</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('applies the default variant and size', () => {
    render(<Button>Acceder</Button>);
    const button = screen.getByRole('button', { name: 'Acceder' });
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveAttribute('data-variant', 'default');
    expect(button).toHaveAttribute('data-size', 'default');
    expect(button).toHaveClass('bg-primary', 'text-primary-foreground', 'h-9');
  });

  it.each([
    ['destructive', 'bg-destructive'],
    ['outline', 'border-input'],
    ['secondary', 'bg-secondary'],
    ['ghost', 'hover:bg-accent'],
    ['link', 'underline-offset-4'],
  ] as const)('applies the %s variant', (variant, expectedClass) => {
    render(<Button variant={variant}>Acción</Button>);
    const button = screen.getByRole('button', { name: 'Acción' });
    expect(button).toHaveAttribute('data-variant', variant);
    expect(button).toHaveClass(expectedClass);
    expect(button).not.toHaveClass('bg-primary');
  });

  it('lets a caller class override a variant class', () => {
    render(
      <Button size="sm" className="h-12">
        Alto
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Alto' });
    expect(button).toHaveClass('h-12');
    expect(button).not.toHaveClass('h-8');
  });

  it('renders its child instead of a <button> with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/contacto">Contacto</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Contacto' });
    expect(link).toHaveAttribute('href', '/contacto');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveClass('border-input');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not fire clicks while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Enviar
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('exposes the variants for styling other elements as buttons', () => {
    expect(buttonVariants({ variant: 'secondary', size: 'lg' })).toContain('bg-secondary');
    expect(buttonVariants({ variant: 'secondary', size: 'lg' })).toContain('h-10');
  });
});
