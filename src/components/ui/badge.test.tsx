import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it.each([
    ['default', 'bg-primary'],
    ['secondary', 'bg-secondary'],
    ['destructive', 'bg-destructive'],
    ['outline', 'text-foreground'],
  ] as const)('renders the %s variant', (variant, expectedClass) => {
    render(<Badge variant={variant}>Recibida</Badge>);
    const badge = screen.getByText('Recibida');
    expect(badge).toHaveAttribute('data-slot', 'badge');
    expect(badge).toHaveAttribute('data-variant', variant);
    expect(badge).toHaveClass(expectedClass);
  });
});
