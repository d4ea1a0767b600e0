import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { columnId } from '../kanban';
import { columnKeyboardCoordinates } from './column-keyboard-coordinates';

type Args = Parameters<KeyboardCoordinateGetter>[1];

function rect(left: number, top: number, width: number, height: number) {
  return { left, top, width, height, right: left + width, bottom: top + height };
}

// Four 200-px columns side by side, the card (180 × 60) held over "pendiente".
const droppableRects = new Map([
  [columnId('pendiente'), rect(0, 100, 200, 400)],
  [columnId('en_curso'), rect(220, 100, 200, 400)],
  [columnId('bloqueada'), rect(440, 100, 200, 400)],
  [columnId('hecha'), rect(660, 100, 200, 400)],
]);

function args(overId: string | null): Args {
  return {
    active: 'tarea-1',
    currentCoordinates: { x: 10, y: 120 },
    context: {
      active: { id: 'tarea-1', data: { current: { estado: 'pendiente' } } },
      collisionRect: rect(10, 120, 180, 60),
      droppableRects,
      over: overId ? { id: overId } : null,
    },
  } as unknown as Args;
}

function press(code: string) {
  return new KeyboardEvent('keydown', { code, cancelable: true });
}

describe('columnKeyboardCoordinates', () => {
  it('moves the card to the centre of the next column on ArrowRight', () => {
    expect(columnKeyboardCoordinates(press('ArrowRight'), args(columnId('pendiente')))).toEqual({
      x: 230,
      y: 148,
    });
  });

  it('follows the column the card is over, not where it started', () => {
    const next = columnKeyboardCoordinates(press('ArrowRight'), args(columnId('bloqueada')));
    expect(next?.x).toBe(670);
    const back = columnKeyboardCoordinates(press('ArrowLeft'), args(columnId('bloqueada')));
    expect(back?.x).toBe(230);
  });

  it('uses the start column before the card is over any', () => {
    expect(columnKeyboardCoordinates(press('ArrowDown'), args(null))?.x).toBe(230);
  });

  it('stays put past either end and for other keys', () => {
    expect(
      columnKeyboardCoordinates(press('ArrowLeft'), args(columnId('pendiente'))),
    ).toBeUndefined();
    expect(columnKeyboardCoordinates(press('ArrowRight'), args(columnId('hecha')))).toBeUndefined();
    expect(columnKeyboardCoordinates(press('KeyA'), args(columnId('pendiente')))).toBeUndefined();
  });
});
