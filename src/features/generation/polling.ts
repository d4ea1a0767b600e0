import type { Generacion } from './types';

/** 001 §9: jobs are polled every 2 s while any is queued or running. */
export const GENERATION_POLL_MS = 2000;

export function isActive(job: Pick<Generacion, 'estado'>): boolean {
  return job.estado === 'queued' || job.estado === 'running';
}

/** The refetch interval for a list of jobs: 2 s while one is active, else none. */
export function pollInterval(jobs: Pick<Generacion, 'estado'>[] | undefined): number | false {
  return jobs?.some(isActive) ? GENERATION_POLL_MS : false;
}
