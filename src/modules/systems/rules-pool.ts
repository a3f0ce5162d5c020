import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import { DomainError } from '../../domain/core/errors.js';
import type { RulesOutcome } from '../../domain/core/system.js';
import { problem, ProblemException, raise } from '../../common/problem.js';
import type { RulesTask, RulesTaskResult } from './rules-worker.js';

/** The worker's compiled file: beside this one when built, else in the build (tests run the sources). */
function workerFile(): string {
  const beside = new URL('./rules-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside.href;
  return new URL('../../../dist/src/modules/systems/rules-worker.js', import.meta.url).href;
}

/**
 * Heavy rules requests run here, on worker threads, so the event loop (and `/health`) stays
 * responsive; each task has a time budget, past which its worker is stopped and the request
 * answered 422 `too_complex`. A full queue answers 503 with Retry-After.
 */
export class RulesPool implements OnModuleDestroy {
  private pool: Piscina | undefined;

  constructor(
    readonly budgetMs: number,
    private readonly threads: number,
  ) {}

  async run(task: RulesTask): Promise<RulesOutcome> {
    this.pool ??= new Piscina({ filename: workerFile(), minThreads: 1, maxThreads: this.threads, maxQueue: this.threads * 8, idleTimeout: 60_000 });
    let result: RulesTaskResult;
    try {
      result = await this.pool.run(task, { signal: AbortSignal.timeout(this.budgetMs) });
    } catch (e) {
      const name = (e as Error)?.name;
      if (name === 'AbortError' || name === 'TimeoutError') {
        raise('too_complex', `The request ran longer than the ${this.budgetMs} ms time budget and was stopped`, [
          { path: '', code: 'timeBudgetMs', message: `must finish within ${this.budgetMs} ms` },
        ], { limit: 'timeBudgetMs', max: this.budgetMs });
      }
      if (/queue is full/i.test((e as Error)?.message ?? '')) {
        throw new ProblemException(problem('service_unavailable', 'The rules workers are busy; retry shortly'), { 'retry-after': '1' });
      }
      throw e;
    }
    if (!result.ok) throw new DomainError(result.error.code, result.error.message, result.error.issues, result.error.details);
    return result.outcome;
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool?.destroy();
  }
}
