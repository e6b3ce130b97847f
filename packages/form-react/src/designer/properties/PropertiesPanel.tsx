/**
 * The properties panel (spec §2): a form tab and a control tab. Selecting a control switches to the
 * control tab, clearing the selection back to the form tab; the user may still pick either tab,
 * and with nothing selected the control tab says 'No control selected'. Every edit goes to the
 * designer core through the callbacks (update, updateConfig, setFormLabelColumn).
 */
import type {
  Control,
  ControlPatch,
  DesignerError,
  FormConfig,
  FormDefinition,
} from '@siteguard/form-engine';
import { Empty, Form, Tabs } from 'antd';
import type { JSX } from 'react';
import { useState } from 'react';
import { useTexts } from '../lang';
import { ControlProperties } from './ControlProperties';
import { FormProperties } from './FormProperties';
import { PROPERTIES_CSS } from './propertiesCss';
import { PROPERTIES_TEXTS } from './texts';

export interface PropertiesPanelProps {
  /** The definition on the canvas. */
  definition: FormDefinition;
  /** The selected control, undefined when none. */
  selected: Control | undefined;
  /** commands.update: a refusal comes back and shows beside the field. */
  onControlChange(key: string, patch: ControlPatch): DesignerError | undefined;
  /** commands.updateConfig. */
  onConfigChange(patch: Partial<FormConfig>): void;
  /** commands.setFormLabelColumn. */
  onLabelColumnChange(value: number): void;
}

type Tab = 'form' | 'control';

export function PropertiesPanel(props: PropertiesPanelProps): JSX.Element {
  const { definition, selected, onControlChange, onConfigChange, onLabelColumnChange } = props;
  const t = useTexts(PROPERTIES_TEXTS);
  const key = selected?.key;
  const [tab, setTab] = useState<Tab>(key ? 'control' : 'form');
  const [shownKey, setShownKey] = useState(key);
  // The selection changed: follow it (while rendering, so the wrong tab never flashes).
  if (key !== shownKey) {
    setShownKey(key);
    setTab(key ? 'control' : 'form');
  }

  return (
    <div className="sg-props" data-testid="properties-panel">
      <style href="siteguard-designer-properties" precedence="siteguard">
        {PROPERTIES_CSS}
      </style>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(next) => setTab(next as Tab)}
        items={[
          {
            key: 'form',
            label: t.formTab,
            children: (
              <Form layout="vertical" size="small" colon={false} component="div">
                <FormProperties
                  config={definition.config}
                  onConfigChange={onConfigChange}
                  onLabelColumnChange={onLabelColumnChange}
                />
              </Form>
            ),
          },
          {
            key: 'control',
            label: t.controlTab,
            children: selected ? (
              <Form layout="vertical" size="small" colon={false} component="div">
                {/* A new control gets fresh editors: no draft of the last one carries over. */}
                <ControlProperties key={selected.key} control={selected} onControlChange={onControlChange} />
              </Form>
            ) : (
              <Empty
                className="sg-props-empty"
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t.noSelection}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
