import './bpmnStyles';
import { Alert, Spin } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState } from 'react';

interface Canvas {
  zoom(level: string): void;
  addMarker(id: string, marker: string): void;
}
interface ElementRegistry {
  get(id: string): unknown;
}

/**
 * A read-only diagram (pan and zoom) with the elements an instance stands on and has passed marked.
 * bpmn-js draws it; its bpmn.io watermark stays, as its licence asks.
 */
export function BpmnDiagram({
  xml,
  active = [],
  done = [],
  height = 360,
}: {
  xml: string;
  active?: readonly string[];
  done?: readonly string[];
  height?: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | Error>('loading');

  useEffect(() => {
    if (!container.current) return;
    const viewer = new NavigatedViewer({ container: container.current });
    let cancelled = false;
    viewer
      .importXML(xml)
      .then(() => {
        if (cancelled) return;
        const canvas = viewer.get<Canvas>('canvas');
        const registry = viewer.get<ElementRegistry>('elementRegistry');
        canvas.zoom('fit-viewport');
        for (const id of done) if (registry.get(id)) canvas.addMarker(id, 'sg-done');
        for (const id of active) if (registry.get(id)) canvas.addMarker(id, 'sg-active');
        setState('ready');
      })
      .catch((error: Error) => !cancelled && setState(error));
    return () => {
      cancelled = true;
      viewer.destroy();
    };
  }, [xml, active, done]);

  return (
    <Spin spinning={state === 'loading'}>
      {state instanceof Error && <Alert type="error" showIcon message={state.message} />}
      <div
        ref={container}
        className="sg-bpmn"
        data-testid="bpmn-diagram"
        style={{ height, border: '1px solid var(--ant-color-border-secondary, #f0f0f0)', borderRadius: 6 }}
      />
    </Spin>
  );
}
