import { act, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APOLOGY_TEXT, CHAT_ERROR_TEXT } from './chat-rules';
import { DICTATION_SAMPLE, replyFor } from './replies';
import { useAssistantChat } from './use-assistant-chat';

describe('useAssistantChat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('replies after the delay and reports the exchange', () => {
    const onExchange = vi.fn();
    const { result } = renderHook(() => useAssistantChat({ onExchange, delayMs: () => 1500 }));
    act(() => {
      result.current.send('¿Qué es un testamento?');
    });
    expect(result.current.waiting).toBe(true);
    expect(result.current.messages.at(-1)).toMatchObject({ role: 'user' });
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current.messages).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    const reply = replyFor('¿Qué es un testamento?');
    expect(result.current.messages.at(-1)).toMatchObject({ role: 'assistant', text: reply });
    expect(result.current.waiting).toBe(false);
    expect(onExchange).toHaveBeenCalledWith('¿Qué es un testamento?', reply);
  });

  it('ignores blank input and anything sent while a reply is awaited', () => {
    const { result } = renderHook(() => useAssistantChat({ delayMs: () => 1000 }));
    let sent = true;
    act(() => {
      sent = result.current.send('   ');
    });
    expect(sent).toBe(false);
    act(() => {
      result.current.send('primera');
    });
    act(() => {
      sent = result.current.send('segunda');
    });
    expect(sent).toBe(false);
    expect(result.current.messages.filter((m) => m.role === 'user')).toHaveLength(1);
  });

  it('shows the error text and an apology bubble when the reply fails', () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 1);
    const onExchange = vi.fn();
    const { result } = renderHook(() =>
      useAssistantChat({
        onExchange,
        delayMs: () => 1000,
        respond: () => {
          throw new Error('fallo');
        },
      }),
    );
    act(() => {
      result.current.send('hola');
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(error).toHaveBeenCalledWith(CHAT_ERROR_TEXT);
    expect(result.current.messages.at(-1)).toMatchObject({ text: APOLOGY_TEXT, error: true });
    expect(result.current.waiting).toBe(false);
    expect(onExchange).not.toHaveBeenCalled();
  });

  it('fills the input after 2 seconds of simulated dictation', () => {
    const { result } = renderHook(() => useAssistantChat());
    act(() => result.current.dictate());
    expect(result.current.dictating).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.input).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.input).toBe(DICTATION_SAMPLE);
    expect(result.current.dictating).toBe(false);
  });
});
