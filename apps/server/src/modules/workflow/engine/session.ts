import type { WfBindings } from '@siteguard/contracts';
import * as elements from 'bpmn-elements';
import { Engine } from 'bpmn-engine';
import serializer, { TypeResolver } from 'moddle-context-serializer';
import { fail } from '../../../platform/errors.js';
import type { DiagramSummary, ReadDiagram } from './diagram.js';
import { conditionHolds } from './expressions.js';

/** A deployed version ready to run: the diagram serialised once for every engine built from it. */
export interface CompiledVersion {
  sourceContext: unknown;
  summary: DiagramSummary;
  bindings: WfBindings;
}

export function compile(read: ReadDiagram, bindings: WfBindings): CompiledVersion {
  const typeResolver = TypeResolver(elements as unknown as Record<string, unknown>);
  return {
    sourceContext: serializer(read.context as never, typeResolver),
    summary: read.summary,
    bindings,
  };
}

/** What the session asks of its host (the instance service, inside its transaction). */
export interface SessionHost {
  /** The instance data conditions read (form fields of every step, latest value wins). */
  variables(): Record<string, unknown>;
  /** Runs a service task's named action; its answer is merged into the variables. */
  runAction(call: { elementId: string; action: string }): Promise<Record<string, unknown> | undefined>;
}

/** Where an instance stands after a step: what waits, what is timed, whether it ended. */
export interface Position {
  /** User tasks waiting for a person (element ids; one per element and scope). */
  waitingTasks: string[];
  /** Armed timers with their due time. */
  timers: { elementId: string; dueAt: Date }[];
  /** Every element the instance stands on (tasks, catch events, sub-processes). */
  active: string[];
  /** Elements that completed during this step, in order (for the diagram's trail). */
  passed: string[];
  ended: boolean;
}

// Timers never fire inside a session: the engine records when they fall due, the host keeps that as
// a wf_timer row, and the poller resumes the instance once it is due, when the engine, finding the
// time passed, fires the timer at once. So a timer survives restarts and fires on one instance.
const inertTimers = () =>
  new elements.Timers({ setTimeout: (() => null) as never, clearTimeout: (() => undefined) as never });

const MAX_SETTLE_TICKS = 10_000;

/**
 * One engine, alive for one step of one instance (a start, a completion, a timer, a signal): built
 * from the version and the saved state, driven, settled, saved and dropped. Nothing of an instance
 * lives in memory between requests, so any server instance can take the next step.
 */
export class EngineSession {
  private readonly waits = new Map<string, { elementId: string; type: string }>();
  private readonly armed = new Map<string, { elementId: string; dueAt: Date }>();
  private readonly passed: string[] = [];
  private inflight = 0;
  private failure: Error | undefined;
  private ended = false;
  private execution: Awaited<ReturnType<Engine['execute']>> | undefined;

  private constructor(
    private readonly engine: Engine,
    private readonly version: CompiledVersion,
  ) {
    const broker = engine.broker;
    const on = (pattern: string, handler: (content: Record<string, unknown>) => void) =>
      broker.subscribeTmp(
        'event',
        pattern,
        (_key: string, message: { content?: unknown }) =>
          handler((message.content ?? {}) as Record<string, unknown>),
        { noAck: true },
      );
    on('activity.wait', (content) => {
      this.waits.set(String(content.executionId), {
        elementId: String(content.id),
        type: String(content.type),
      });
    });
    on('activity.timer', (content) => {
      if (content.expireAt) {
        this.armed.set(String(content.executionId), {
          elementId: String(content.id),
          dueAt: new Date(content.expireAt as string | Date),
        });
      }
    });
    const settled = (content: Record<string, unknown>) => {
      this.waits.delete(String(content.executionId));
      this.armed.delete(String(content.executionId));
      for (const [key, timer] of this.armed) {
        // A timer's own execution id differs from its event's; drop the event's timers with it.
        if (timer.elementId === content.id) this.armed.delete(key);
      }
    };
    on('activity.end', (content) => {
      settled(content);
      if (!content.isSequenceFlow && typeof content.id === 'string') this.passed.push(content.id);
    });
    on('activity.leave', settled);
    on('activity.discard', settled);
    on('activity.timeout', settled);
    engine.on('end', () => {
      this.ended = true;
    });
    engine.on('error', (error: Error) => {
      this.failure = error;
    });
  }

  private static build(version: CompiledVersion, host: SessionHost): Engine {
    let session: EngineSession | undefined;
    const engine = new Engine({
      name: version.summary.processId,
      sourceContext: version.sourceContext as never,
      timers: inertTimers() as never,
      // Every flow condition goes through FEEL (JUEL rewritten), checked at deployment.
      scripts: {
        register: () => undefined,
        getScript: (_language: string, flow: { behaviour?: { conditionExpression?: { body?: string } } }) => {
          const body = flow.behaviour?.conditionExpression?.body;
          if (body === undefined) return undefined;
          return {
            execute: (_scope: unknown, callback: (error: Error | null, result?: boolean) => void) => {
              try {
                callback(null, conditionHolds(body, host.variables()));
              } catch (error) {
                callback(error as Error);
              }
            },
          };
        },
      } as never,
      extensions: {
        // Service tasks run the named server action their binding (or imported attribute) gives.
        siteguardActions(activity: { type: string; id: string; behaviour: Record<string, unknown> }) {
          if (activity.type !== 'bpmn:ServiceTask') return;
          const action = version.summary.actions[activity.id];
          activity.behaviour.Service = function ActionService() {
            return {
              execute(_message: unknown, callback: (error: Error | null, output?: unknown) => void) {
                if (!session || !action) return callback(new Error(`no action for ${activity.id}`));
                session.inflight += 1;
                host.runAction({ elementId: activity.id, action }).then(
                  (output) => {
                    if (session) session.inflight -= 1;
                    callback(null, output ?? {});
                  },
                  (error: Error) => {
                    if (session) session.inflight -= 1;
                    callback(error);
                  },
                );
              },
            };
          };
        },
      } as never,
    } as never);
    session = new EngineSession(engine, version);
    sessions.set(engine, session);
    return engine;
  }

  static async start(version: CompiledVersion, host: SessionHost): Promise<EngineSession> {
    const engine = EngineSession.build(version, host);
    const session = sessionOf(engine);
    session.execution = await engine.execute();
    return session;
  }

  static async resume(version: CompiledVersion, state: unknown, host: SessionHost): Promise<EngineSession> {
    const engine = EngineSession.build(version, host);
    const session = sessionOf(engine);
    engine.recover(structuredClone(state) as never);
    session.execution = await engine.resume();
    return session;
  }

  /** Completes a waiting user task with the step's data. */
  complete(elementId: string, output: Record<string, unknown>): void {
    if (!this.isWaiting(elementId)) fail('WF_TASK_CLOSED');
    this.requireExecution().signal({ id: elementId, ...output } as never);
  }

  /**
   * Sends the instance back: the earlier task runs again and the current one is dropped. Its outgoing
   * path is discarded, so nothing after it runs; boundary timers of the earlier task are armed anew.
   */
  sendBack(targetElementId: string, fromElementId: string): void {
    const execution = this.requireExecution();
    const scope = this.version.summary.elements[fromElementId]?.scope;
    const processExecution = (execution.definitions as unknown as DefinitionLike[])
      .flatMap((definition) => definition.getProcesses())
      .map((process) => process.execution)
      .find((candidate) => candidate?.getActivityById(targetElementId));
    const target = processExecution?.getActivityById(targetElementId);
    if (!target || this.version.summary.elements[targetElementId]?.scope !== scope) {
      fail('WF_REJECT_TARGET_INVALID', { detail: targetElementId });
    }
    target?.run();
    const current = execution.getPostponed().find((api) => api.id === fromElementId);
    current?.discard();
  }

  /**
   * Fires a timer the poller found due. The wf_timer row is the clock that counts (one database
   * clock for every server); if the engine, by its own clock, has not fired it yet, it is told to.
   */
  fireTimer(elementId: string): void {
    if ([...this.armed.values()].some((timer) => timer.elementId === elementId)) {
      this.requireExecution().cancelActivity({ id: elementId } as never);
    }
  }

  /** Delivers a BPMN signal or message (by its id) to whatever in the instance catches it. */
  signal(bpmnId: string): void {
    this.requireExecution().signal({ id: bpmnId } as never);
  }

  isWaiting(elementId: string): boolean {
    return [...this.waits.values()].some(
      (wait) => wait.elementId === elementId && wait.type === 'bpmn:UserTask',
    );
  }

  /** Lets the engine run until only people, timers or signals can move it (or it ended). */
  async settle(): Promise<Position> {
    let quiet = 0;
    for (let tick = 0; tick < MAX_SETTLE_TICKS && quiet < 2; tick++) {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.failure) break;
      quiet = this.inflight === 0 ? quiet + 1 : 0;
    }
    if (this.failure) return fail('WF_NO_PATH', { detail: this.failure.message.split('\n')[0] ?? '' });
    const waits = [...this.waits.values()];
    return {
      waitingTasks: [
        ...new Set(waits.filter((wait) => wait.type === 'bpmn:UserTask').map((w) => w.elementId)),
      ],
      timers: [...this.armed.values()],
      active: this.ended
        ? []
        : [
            ...new Set([
              ...waits.map((wait) => wait.elementId),
              ...[...this.armed.values()].map((t) => t.elementId),
            ]),
          ],
      passed: [...this.passed],
      ended: this.ended,
    };
  }

  /** The engine state without the diagram (the version has it): what the instance row keeps. */
  async save(): Promise<unknown> {
    const state = (await this.engine.getState()) as { definitions?: { source?: unknown }[] };
    for (const definition of state.definitions ?? []) delete definition.source;
    return state;
  }

  stop(): void {
    this.engine.stop();
    sessions.delete(this.engine);
  }

  private requireExecution() {
    if (!this.execution) throw new Error('engine session not started');
    return this.execution;
  }
}

interface ActivityLike {
  run(): void;
}
interface DefinitionLike {
  getProcesses(): { execution?: { getActivityById(id: string): ActivityLike | undefined } }[];
}

const sessions = new WeakMap<Engine, EngineSession>();
function sessionOf(engine: Engine): EngineSession {
  const session = sessions.get(engine);
  if (!session) throw new Error('engine session missing');
  return session;
}
