import { describe, expect, it } from 'vitest';
import { planApply, taskTitle } from './apply-plan';

const ready = {
  kind: 'ready_for_next_status',
  expediente_id: 'e1',
  contenido: 'El expediente CV-2026-0001 tiene todas sus tareas completadas.',
  impacto: 'alto',
};

describe('planApply', () => {
  it('moves an en_proceso case to listo_firma for ready_for_next_status', () => {
    expect(planApply(ready, 'en_proceso')).toEqual({
      setCaseStatus: 'listo_firma',
      createTask: null,
    });
  });

  it('leaves a case that already advanced, or one not yet started, alone', () => {
    for (const status of ['listo_firma', 'en_registro', 'cerrado', 'nuevo']) {
      expect(planApply(ready, status).setCaseStatus).toBeNull();
    }
  });

  it('changes no status for the other rules', () => {
    for (const kind of ['missing_documents', 'stale_expediente', 'many_pending_tasks']) {
      expect(planApply({ ...ready, kind }, 'en_proceso')).toEqual({
        setCaseStatus: null,
        createTask: null,
      });
    }
  });

  it('turns an office-level suggestion into a task with a priority from its impact', () => {
    const plan = planApply(
      {
        kind: 'configurar_notaria',
        expediente_id: null,
        contenido:
          'Completa los datos del notario en Configuración. Así aparecen en los documentos.',
        impacto: 'medio',
      },
      null,
    );
    expect(plan).toEqual({
      setCaseStatus: null,
      createTask: {
        titulo: 'Completa los datos del notario en Configuración.',
        descripcion:
          'Completa los datos del notario en Configuración. Así aparecen en los documentos.',
        prioridad: 'normal',
      },
    });
    expect(
      planApply({ ...ready, expediente_id: null, impacto: 'alto' }, null).createTask?.prioridad,
    ).toBe('alta');
  });
});

describe('taskTitle', () => {
  it('cuts long text to 300 characters', () => {
    const title = taskTitle('x'.repeat(400));
    expect(title).toHaveLength(300);
    expect(title.endsWith('…')).toBe(true);
  });
});
