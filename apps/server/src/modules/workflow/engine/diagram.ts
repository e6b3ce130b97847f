import { type WfBindings, WORKFLOW_ACTION_NAMES } from '@siteguard/contracts';
import BpmnModdle from 'bpmn-moddle';
import { fail } from '../../../platform/errors.js';
import { checkExpression } from './expressions.js';

/** A moddle element, as far as this file reads it. */
export interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  $attrs?: Record<string, string>;
  [key: string]: unknown;
}

export interface DiagramElement {
  type: string;
  name: string;
  /** The process or sub-process the element belongs to. */
  scope: string;
  /** Boundary events: the activity they sit on. */
  attachedTo?: string;
  /** Events: what triggers them. */
  trigger?: 'timer' | 'signal' | 'message' | 'terminate';
}

/** What the rest of the module needs to know about a deployed diagram, kept with the version. */
export interface DiagramSummary {
  processId: string;
  startEventId: string;
  /** Every flow node with its type and name (the timeline's and the diagram's labels). */
  elements: Record<string, DiagramElement>;
  userTasks: string[];
  /** Each service task's action: its binding's, or the one named by an imported attribute. */
  actions: Record<string, string>;
  /** Signal and message names the diagram catches, with their BPMN ids. */
  signals: Record<string, string>;
  messages: Record<string, string>;
  /** Candidate hints read from Camunda/Flowable attributes (assignee, candidateUsers, candidateGroups). */
  imported: Record<string, { formKey?: string; assignee?: string; users?: string[]; groups?: string[] }>;
}

export interface ReadDiagram {
  /** bpmn-moddle's context, for the engine's serializer. */
  context: unknown;
  summary: DiagramSummary;
  /** Problems that stop a deployment (an import keeps them as warnings). */
  problems: string[];
  /** Conditions and timers that do not parse, named: they stop a deployment too. */
  expressions: string[];
}

const moddle = new BpmnModdle();

// What the engine runs faithfully. Anything else in a process is named and refused at deployment.
const RUNNABLE = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:ServiceTask',
  'bpmn:Task',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:BoundaryEvent',
  'bpmn:IntermediateCatchEvent',
  'bpmn:IntermediateThrowEvent',
  'bpmn:SubProcess',
  'bpmn:SequenceFlow',
]);
// Drawn for people, ignored by the engine.
const NOT_EXECUTED = new Set([
  'bpmn:TextAnnotation',
  'bpmn:Association',
  'bpmn:Group',
  'bpmn:DataObject',
  'bpmn:DataObjectReference',
  'bpmn:DataStoreReference',
]);
const TRIGGERS: Record<string, DiagramElement['trigger']> = {
  'bpmn:TimerEventDefinition': 'timer',
  'bpmn:SignalEventDefinition': 'signal',
  'bpmn:MessageEventDefinition': 'message',
  'bpmn:TerminateEventDefinition': 'terminate',
};
const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
const ISO_CYCLE = /^R\d*\/(P.+|\d{4}-.+)$/;

const label = (element: ModdleElement) =>
  element.name ? `「${element.name}」(${element.id ?? element.$type})` : (element.id ?? element.$type);

/** Reads a .bpmn: a 400 naming the parser's reason if it is not BPMN 2.0 XML with one process. */
export async function readDiagram(xml: string, bindings: WfBindings = {}): Promise<ReadDiagram> {
  let parsed: { rootElement: ModdleElement; warnings: { message: string }[] };
  try {
    parsed = await moddle.fromXML(xml);
  } catch (error) {
    return fail('WF_BPMN_INVALID', { detail: firstLine(error) });
  }
  const definitions = parsed.rootElement;
  if (definitions.$type !== 'bpmn:Definitions') {
    return fail('WF_BPMN_INVALID', { detail: `${definitions.$type} is not bpmn:Definitions` });
  }
  const processes = ((definitions.rootElements as ModdleElement[] | undefined) ?? []).filter(
    (element) => element.$type === 'bpmn:Process',
  );
  const withFlow = processes.filter((process) => ((process.flowElements as unknown[]) ?? []).length > 0);
  const process = withFlow[0] ?? processes[0];
  if (!process?.id) return fail('WF_BPMN_INVALID', { detail: 'no bpmn:Process' });

  // The engine pairs saved state with its diagram by the definitions id, which Flowable leaves out.
  if (!definitions.id) definitions.id = `Definitions_${process.id}`;
  const problems: string[] = [];
  const expressions: string[] = [];
  if (withFlow.length > 1) problems.push(`${withFlow.length} processes with elements (one pool runs)`);
  const summary: DiagramSummary = {
    processId: process.id,
    startEventId: '',
    elements: {},
    userTasks: [],
    actions: {},
    signals: {},
    messages: {},
    imported: {},
  };
  walk(process, summary, { problems, expressions }, bindings, true);
  if (!summary.startEventId) problems.push('no start event without a trigger at the top level');
  for (const warning of parsed.warnings) problems.push(warning.message);
  return { context: parsed, summary, problems, expressions };
}

interface Findings {
  problems: string[];
  expressions: string[];
}

function walk(
  container: ModdleElement,
  summary: DiagramSummary,
  findings: Findings,
  bindings: WfBindings,
  topLevel: boolean,
): void {
  const { problems, expressions } = findings;
  const elements = (container.flowElements as ModdleElement[] | undefined) ?? [];
  const starts: ModdleElement[] = [];
  for (const element of elements) {
    const type = element.$type;
    if (NOT_EXECUTED.has(type)) continue;
    if (!RUNNABLE.has(type)) {
      problems.push(`${label(element)} ${type.replace('bpmn:', '')}`);
      continue;
    }
    if (element.loopCharacteristics) problems.push(`${label(element)} multi-instance / loop`);
    if (type !== 'bpmn:SequenceFlow' && element.id) {
      const attachedTo = (element.attachedToRef as ModdleElement | undefined)?.id;
      const trigger =
        TRIGGERS[((element.eventDefinitions as ModdleElement[] | undefined) ?? [])[0]?.$type ?? ''];
      summary.elements[element.id] = {
        type: type.replace('bpmn:', ''),
        name: element.name ?? element.id,
        scope: container.id ?? '',
        ...(attachedTo && { attachedTo }),
        ...(trigger && { trigger }),
      };
    }
    const definitions = (element.eventDefinitions as ModdleElement[] | undefined) ?? [];
    if (definitions.length > 1) problems.push(`${label(element)} several event definitions`);
    const definition = definitions[0];
    switch (type) {
      case 'bpmn:StartEvent':
        if (definition) problems.push(`${label(element)} ${definition.$type.replace('bpmn:', '')} start`);
        else starts.push(element);
        break;
      case 'bpmn:EndEvent':
      case 'bpmn:IntermediateThrowEvent':
        if (
          definition &&
          definition.$type !== 'bpmn:TerminateEventDefinition' &&
          definition.$type !== 'bpmn:SignalEventDefinition'
        ) {
          problems.push(`${label(element)} ${definition.$type.replace('bpmn:', '')}`);
        }
        if (definition?.$type === 'bpmn:TerminateEventDefinition' && type !== 'bpmn:EndEvent') {
          problems.push(`${label(element)} terminate is for end events`);
        }
        break;
      case 'bpmn:BoundaryEvent':
      case 'bpmn:IntermediateCatchEvent':
        checkCatch(element, definition, summary, findings);
        break;
      case 'bpmn:UserTask':
        summary.userTasks.push(element.id ?? '');
        readImported(element, summary);
        break;
      case 'bpmn:ServiceTask': {
        const action = bindings[element.id ?? '']?.action ?? importedAction(element);
        if (!action) problems.push(`${label(element)} has no server action`);
        else if (!(WORKFLOW_ACTION_NAMES as string[]).includes(action)) {
          problems.push(`${label(element)} action "${action}" is not registered`);
        } else if (element.id) summary.actions[element.id] = action;
        break;
      }
      case 'bpmn:SubProcess':
        if (element.triggeredByEvent) problems.push(`${label(element)} event sub-process`);
        else walk(element, summary, findings, bindings, false);
        break;
      case 'bpmn:SequenceFlow': {
        const condition = element.conditionExpression as ModdleElement | undefined;
        const body = condition?.body as string | undefined;
        if (condition?.language) problems.push(`${label(element)} script condition`);
        if (body !== undefined) {
          try {
            checkExpression(body);
          } catch (error) {
            expressions.push(`${label(element)} "${body}": ${firstLine(error)}`);
          }
        }
        break;
      }
    }
  }
  if (starts.length > 1) problems.push(`${starts.map(label).join(', ')}: one start event per process`);
  if (starts.length === 0 && !topLevel) problems.push(`${label(container)} has no start event`);
  if (topLevel && starts[0]?.id) summary.startEventId = starts[0].id;
  if (topLevel && starts[0]) readImported(starts[0], summary);
}

function checkCatch(
  element: ModdleElement,
  definition: ModdleElement | undefined,
  summary: DiagramSummary,
  { problems, expressions }: Findings,
): void {
  switch (definition?.$type) {
    case 'bpmn:TimerEventDefinition': {
      const duration = (definition.timeDuration as ModdleElement | undefined)?.body as string | undefined;
      const date = (definition.timeDate as ModdleElement | undefined)?.body as string | undefined;
      const cycle = (definition.timeCycle as ModdleElement | undefined)?.body as string | undefined;
      if (duration !== undefined && !ISO_DURATION.test(duration.trim())) {
        expressions.push(`${label(element)} "${duration}": ISO 8601 duration, e.g. PT1M`);
      }
      if (date !== undefined && Number.isNaN(Date.parse(date.trim()))) {
        expressions.push(`${label(element)} "${date}": ISO 8601 date and time`);
      }
      if (cycle !== undefined && !ISO_CYCLE.test(cycle.trim())) {
        expressions.push(`${label(element)} "${cycle}": ISO 8601 cycle, e.g. R3/PT10M`);
      }
      if (duration === undefined && date === undefined && cycle === undefined) {
        problems.push(`${label(element)} timer without a time`);
      }
      return;
    }
    case 'bpmn:SignalEventDefinition':
    case 'bpmn:MessageEventDefinition': {
      const ref = (definition.signalRef ?? definition.messageRef) as ModdleElement | undefined;
      if (!ref?.id) {
        problems.push(
          `${label(element)} names no ${definition.$type === 'bpmn:SignalEventDefinition' ? 'signal' : 'message'}`,
        );
        return;
      }
      const names = definition.$type === 'bpmn:SignalEventDefinition' ? summary.signals : summary.messages;
      names[ref.name ?? ref.id] = ref.id;
      return;
    }
    default:
      problems.push(
        `${label(element)} ${definition ? definition.$type.replace('bpmn:', '') : 'catch event without a trigger'}`,
      );
  }
}

/** Camunda 7/8 and Flowable write the same ideas under their own prefixes; read them by local name. */
function attribute(element: ModdleElement, localName: string): string | undefined {
  for (const [key, value] of Object.entries(element.$attrs ?? {})) {
    if (key.split(':').pop() === localName) return value;
  }
  return undefined;
}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function readImported(element: ModdleElement, summary: DiagramSummary): void {
  const hints = {
    formKey: attribute(element, 'formKey'),
    assignee: attribute(element, 'assignee'),
    users: list(attribute(element, 'candidateUsers')),
    groups: list(attribute(element, 'candidateGroups')),
  };
  const present = Object.fromEntries(Object.entries(hints).filter(([, value]) => value !== undefined));
  if (Object.keys(present).length > 0 && element.id) summary.imported[element.id] = present;
}

/** `${notifyStarter}` or `notifyStarter` in delegateExpression / expression / implementation / type. */
function importedAction(element: ModdleElement): string | undefined {
  const raw =
    attribute(element, 'delegateExpression') ??
    attribute(element, 'expression') ??
    attribute(element, 'type') ??
    (typeof element.implementation === 'string' && element.implementation !== '##WebService'
      ? element.implementation
      : undefined);
  if (!raw) return undefined;
  const name = /^[$#]?\{?\s*([A-Za-z_]\w*)/.exec(raw.trim())?.[1];
  return name;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 300) ?? '';
}
