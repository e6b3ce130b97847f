import '../shared/bpmnStyles';
import { permissions, type WfBindings, type WfElementBinding, type WfModelRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Drawer, Flex, Space, Spin } from 'antd';
import Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../components/export';
import { Can } from '../../../shell/permission';
import { useServerError } from '../../system/shared/useServerError';
import { deployModel, modelDetailOptions, saveModel } from '../api';
import {
  BindingPanel,
  type DiagramEdits,
  type SelectedElement,
  type TimerKind,
  type TriggerType,
} from './BindingPanel';

interface Modeling {
  updateProperties(element: DiagramElement, properties: object): void;
  updateModdleProperties(element: DiagramElement, target: object, properties: object): void;
}

interface BusinessObject {
  $type: string;
  name?: string;
  $attrs?: Record<string, string>;
  conditionExpression?: { body?: string };
  sourceRef?: BusinessObject & { default?: BusinessObject };
  eventDefinitions?: Array<
    BusinessObject &
      Partial<Record<TimerKind, { body?: string }>> & {
        signalRef?: BusinessObject;
        messageRef?: BusinessObject;
      }
  >;
}

/** The root of the XML, where named signals and messages live beside the process. */
interface Definitions {
  rootElements: Array<BusinessObject & { $parent?: unknown }>;
}

const TRIGGER_DEFINITIONS: Record<string, TriggerType> = {
  'bpmn:SignalEventDefinition': 'signal',
  'bpmn:MessageEventDefinition': 'message',
};
interface DiagramElement {
  id: string;
  type: string;
  businessObject: BusinessObject;
  source?: DiagramElement;
}

const TIMER_KINDS: readonly TimerKind[] = ['timeDuration', 'timeDate', 'timeCycle'];

function selectedOf(element: DiagramElement | undefined): SelectedElement | null {
  if (!element || element.type === 'bpmn:Process' || element.type === 'label') return null;
  const bo = element.businessObject;
  const selected: SelectedElement = {
    id: element.id,
    type: element.type,
    name: bo.name ?? '',
    imported: Object.fromEntries(Object.entries(bo.$attrs ?? {}).filter(([key]) => !key.startsWith('xmlns'))),
  };
  if (element.type === 'bpmn:SequenceFlow' && bo.sourceRef?.$type === 'bpmn:ExclusiveGateway') {
    selected.flow = { condition: bo.conditionExpression?.body ?? '', isDefault: bo.sourceRef.default === bo };
  }
  const timer = bo.eventDefinitions?.find((definition) => definition.$type === 'bpmn:TimerEventDefinition');
  if (timer) {
    const kind = TIMER_KINDS.find((candidate) => timer[candidate]) ?? 'timeDuration';
    selected.timer = { kind, value: timer[kind]?.body ?? '' };
  }
  const trigger = bo.eventDefinitions?.find((definition) => TRIGGER_DEFINITIONS[definition.$type]);
  const triggerType = trigger && TRIGGER_DEFINITIONS[trigger.$type];
  if (trigger && triggerType) {
    selected.trigger = { type: triggerType, name: (trigger.signalRef ?? trigger.messageRef)?.name ?? '' };
  }
  return selected;
}

/**
 * The model's working copy in the bpmn-js modeler (its bpmn.io watermark kept, as its licence asks),
 * beside a panel for the selected element's form, candidates or action. Save keeps a working copy;
 * deploy freezes it as the next version after the server's checks.
 */
export function ModelerDrawer({ model, onClose }: { model: WfModelRow; onClose: () => void }) {
  const { t } = useTranslation('workflow');
  const { message, modal } = App.useApp();
  const report = useServerError();
  const detail = useQuery(modelDetailOptions(model.id));
  const container = useRef<HTMLDivElement>(null);
  const modeler = useRef<Modeler | null>(null);
  const [bindings, setBindings] = useState<WfBindings>({});
  const [selected, setSelected] = useState<SelectedElement | null>(null);
  const [dirty, setDirty] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!detail.data || !container.current) return;
    const instance = new Modeler({ container: container.current, keyboard: { bindTo: document } });
    modeler.current = instance;
    setBindings(detail.data.bindings);
    instance
      .importXML(detail.data.xml)
      .then(() => instance.get<{ zoom(level: string): void }>('canvas').zoom('fit-viewport'))
      .catch((error: Error) => setLoadError(error.message));
    instance.on('selection.changed', (event: { newSelection: DiagramElement[] }) =>
      setSelected(selectedOf(event.newSelection[0])),
    );
    instance.on('element.changed', (event: { element: DiagramElement }) =>
      setSelected((current) => (current?.id === event.element.id ? selectedOf(event.element) : current)),
    );
    instance.on('commandStack.changed', () => setDirty(true));
    return () => {
      instance.destroy();
      modeler.current = null;
    };
  }, [detail.data]);

  const currentXml = async () => {
    const { xml } = await (modeler.current as Modeler).saveXML({ format: true });
    return xml ?? '';
  };
  const save = async (andDeploy: boolean) => {
    if (!detail.data) return;
    setBusy(true);
    try {
      await saveModel(detail.data, await currentXml(), bindings);
      setDirty(false);
      if (andDeploy) {
        const deployed = await deployModel(model.id);
        void message.success(t('models.deployed', { version: deployed.currentVersion }));
      } else void message.success(t('models.saved'));
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  const exportFile = async () => {
    saveBlob({
      blob: new Blob([await currentXml()], { type: 'application/xml' }),
      filename: `${model.key}.bpmn`,
    });
  };
  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('modeler.unsaved'),
      okText: t('modeler.discard'),
      cancelText: t('modeler.keep'),
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  };
  // What the panel writes into the diagram itself, through bpmn-js (so undo and the XML follow).
  const edits: DiagramEdits = {
    setCondition(id, body) {
      const instance = modeler.current;
      const element = instance?.get<{ get(id: string): DiagramElement }>('elementRegistry').get(id);
      if (!instance || !element) return;
      const moddle = instance.get<{ create(type: string, attrs: object): unknown }>('moddle');
      instance.get<Modeling>('modeling').updateProperties(element, {
        conditionExpression: body.trim()
          ? moddle.create('bpmn:FormalExpression', { body: body.trim() })
          : undefined,
      });
    },
    setDefault(id, isDefault) {
      const instance = modeler.current;
      const registry = instance?.get<{ get(id: string): DiagramElement }>('elementRegistry');
      const element = registry?.get(id);
      if (!instance || !element?.source) return;
      instance.get<Modeling>('modeling').updateProperties(element.source, {
        default: isDefault ? element.businessObject : undefined,
      });
    },
    setTimer(id, kind, value) {
      const instance = modeler.current;
      const element = instance?.get<{ get(id: string): DiagramElement }>('elementRegistry').get(id);
      const timer = element?.businessObject.eventDefinitions?.find(
        (definition) => definition.$type === 'bpmn:TimerEventDefinition',
      );
      if (!instance || !element || !timer) return;
      const moddle = instance.get<{ create(type: string, attrs: object): unknown }>('moddle');
      const properties = Object.fromEntries(
        TIMER_KINDS.map((candidate) => [
          candidate,
          candidate === kind ? moddle.create('bpmn:FormalExpression', { body: value.trim() }) : undefined,
        ]),
      );
      instance.get<Modeling>('modeling').updateModdleProperties(element, timer, properties);
    },
    setTriggerName(id, type, name) {
      const instance = modeler.current;
      const element = instance?.get<{ get(id: string): DiagramElement }>('elementRegistry').get(id);
      const definition = element?.businessObject.eventDefinitions?.find(
        (candidate) => TRIGGER_DEFINITIONS[candidate.$type] === type,
      );
      const wanted = name.trim();
      if (!instance || !element || !definition || !wanted) return;
      // Events naming the same signal share one bpmn:Signal, created the first time a name is used.
      const definitions = instance.getDefinitions() as Definitions;
      const rootType = type === 'signal' ? 'bpmn:Signal' : 'bpmn:Message';
      let target = definitions.rootElements.find((root) => root.$type === rootType && root.name === wanted);
      if (!target) {
        const moddle = instance.get<{ create(type: string, attrs: object): BusinessObject }>('moddle');
        const prefix = type === 'signal' ? 'Signal' : 'Message';
        target = moddle.create(rootType, {
          id: `${prefix}_${Math.random().toString(36).slice(2, 9)}`,
          name: wanted,
        });
        (target as { $parent?: unknown }).$parent = definitions;
        definitions.rootElements.push(target);
      }
      instance.get<Modeling>('modeling').updateModdleProperties(element, definition, {
        [type === 'signal' ? 'signalRef' : 'messageRef']: target,
      });
    },
  };
  const updateBinding = (id: string, binding: WfElementBinding) => {
    setBindings((current) => ({ ...current, [id]: binding }));
    setDirty(true);
  };

  return (
    <Drawer
      open
      width="100%"
      title={t('modeler.title', { name: model.name })}
      onClose={close}
      destroyOnHidden
      styles={{ body: { padding: 12 } }}
      extra={
        <Space>
          <Button onClick={exportFile} disabled={!detail.data}>
            {t('modeler.export')}
          </Button>
          <Can code={permissions.flowableModel.edit}>
            <Button onClick={() => save(false)} loading={busy} disabled={!detail.data}>
              {t('modeler.save')}
            </Button>
          </Can>
          <Can code={permissions.flowableModel.deploy}>
            <Button type="primary" onClick={() => save(true)} loading={busy} disabled={!detail.data}>
              {t('modeler.saveDeploy')}
            </Button>
          </Can>
        </Space>
      }
    >
      {loadError && <Alert type="error" showIcon message={t('modeler.loadFailed', { message: loadError })} />}
      <Flex gap={12} style={{ height: 'calc(100vh - 110px)' }}>
        <div style={{ flex: 1, position: 'relative' }}>
          {detail.isPending && (
            <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
              <Spin tip={t('modeler.loading')}>
                <div style={{ width: 120, height: 60 }} />
              </Spin>
            </Flex>
          )}
          <div
            ref={container}
            data-testid="bpmn-modeler"
            style={{ height: '100%', border: '1px solid #f0f0f0', borderRadius: 6 }}
          />
        </div>
        <Card size="small" title={t('modeler.panelTitle')} style={{ width: 340, overflow: 'auto' }}>
          <BindingPanel
            element={selected}
            binding={selected ? bindings[selected.id] : undefined}
            onChange={(binding) => selected && updateBinding(selected.id, binding)}
            edits={edits}
          />
        </Card>
      </Flex>
    </Drawer>
  );
}
