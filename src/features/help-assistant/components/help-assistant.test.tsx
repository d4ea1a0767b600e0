import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HELP_FALLBACK_TEXT, HELP_TOPICS } from '../topics';
import { HelpAssistant } from './help-assistant';

// Only the component is under test: the engine (covered by its own tests and the e2e) is replaced.
const warmUp = vi.fn<() => Promise<boolean>>();
const answer = vi.fn();
vi.mock('../help-engine-instance', () => ({ getHelpEngine: () => ({ warmUp, answer }) }));

const mfa = HELP_TOPICS.find((topic) => topic.id === 'mfa')!;

describe('HelpAssistant', () => {
  beforeEach(() => {
    warmUp.mockReset().mockResolvedValue(true);
    answer.mockReset().mockResolvedValue({ text: mfa.answer, topic: mfa, source: 'modelo' });
  });

  it('loads nothing until opened, then warms the model up once', async () => {
    render(<HelpAssistant />);
    expect(warmUp).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir asistente de ayuda' }));
    expect(await screen.findByText('Respuestas por similitud semántica.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar asistente de ayuda' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir asistente de ayuda' }));
    expect(await screen.findByText('Respuestas por similitud semántica.')).toBeInTheDocument();
    expect(warmUp).toHaveBeenCalledTimes(1);
  });

  it('keeps the conversation when the panel is closed and opened again', async () => {
    render(<HelpAssistant />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir asistente de ayuda' }));
    fireEvent.change(await screen.findByLabelText('Tu pregunta'), {
      target: { value: 'activar mfa' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    expect(await screen.findByText(mfa.answer)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar asistente de ayuda' }));
    expect(screen.queryByText(mfa.answer)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir asistente de ayuda' }));
    expect(await screen.findByText(mfa.answer)).toBeInTheDocument();
  });

  it('says when it answers by keywords, and ignores a blank question', async () => {
    warmUp.mockResolvedValue(false);
    answer.mockResolvedValue({ text: HELP_FALLBACK_TEXT, topic: null, source: 'ninguna' });
    render(<HelpAssistant />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir asistente de ayuda' }));
    expect(
      await screen.findByText('Modo básico: respuestas por palabras clave.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preguntar' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Tu pregunta'), { target: { value: 'el clima' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    const log = screen.getByRole('log', { name: 'Conversación de ayuda' });
    expect(await within(log).findByText(HELP_FALLBACK_TEXT)).toBeInTheDocument();
    expect(answer).toHaveBeenCalledWith('el clima');
  });

  it('shows the answer under its topic title', async () => {
    render(<HelpAssistant />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir asistente de ayuda' }));
    fireEvent.change(await screen.findByLabelText('Tu pregunta'), {
      target: { value: 'activar mfa' },
    });
    fireEvent.submit(screen.getByLabelText('Tu pregunta').closest('form')!);
    const log = screen.getByRole('log', { name: 'Conversación de ayuda' });
    expect(await within(log).findByText(mfa.answer)).toBeInTheDocument();
    expect(within(log).getAllByText(mfa.title).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Tu pregunta')).toHaveValue('');
  });
});
