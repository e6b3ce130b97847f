/**
 * A select or a date picker is dear to mount (antd draws a trigger, a portal host and observers for
 * each, 2-3 ms apiece) and a permit form holds dozens; read-only forms (a permit's detail page) never
 * open one at all. So such a field first draws its closed look: antd's own markup and classes for a
 * closed Select or DatePicker, showing the value, with no behaviour. The real control replaces it
 * as soon as the user comes to it: the pointer over it, a press (it opens), or keyboard focus (it
 * takes the focus). A disabled field keeps its closed look. Decision 0006 (the field frame) is the
 * same idea one level up.
 */
import { CalendarOutlined, DownOutlined } from '@ant-design/icons';
import { ConfigProvider, DatePicker, Select } from 'antd';
import { FormItemInputContext } from 'antd/es/form/context';
import type { CSSProperties, FocusEvent, PointerEvent, ReactNode } from 'react';
import { useContext, useState } from 'react';
import { flushSync } from 'react-dom';
import { FrameSettingsContext } from '../runtime/FieldFrame';

/** How the real control starts: focused and open when it was pressed, focused when tabbed to. */
export interface Activation {
  autoFocus: boolean;
  defaultOpen: boolean;
}

interface ClosedLookProps {
  id: string;
  disabled: boolean;
  style: CSSProperties | undefined;
  placeholder: string | undefined;
}

/**
 * The real control once wanted, else the closed look; `live` draws the control, `closed` its look
 * given the events that wake it.
 */
export function Deferred(props: {
  disabled: boolean;
  live: (activation: Activation) => ReactNode;
  closed: (wake: WakeEvents | undefined) => ReactNode;
}) {
  const [activation, setActivation] = useState<Activation | null>(null);
  if (activation) return props.live(activation);
  if (props.disabled) return props.closed(undefined);
  return props.closed({
    onPointerEnter: () => setActivation((current) => current ?? { autoFocus: false, defaultOpen: false }),
    onPointerDown: (event) => {
      // The press belongs to the real control: drawn now, focused and open, so one press opens it.
      event.preventDefault();
      flushSync(() => setActivation({ autoFocus: true, defaultOpen: true }));
    },
    onFocus: () => setActivation((current) => current ?? { autoFocus: true, defaultOpen: false }),
  });
}

export interface WakeEvents {
  onPointerEnter: (event: PointerEvent) => void;
  onPointerDown: (event: PointerEvent) => void;
  onFocus: (event: FocusEvent) => void;
}

function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** The form item's status (a red border on error) and theme hash, as the real control reads them. */
function useLookContext() {
  const { status, isFormItemInput } = useContext(FormItemInputContext);
  const { hashId } = useContext(FrameSettingsContext);
  return { error: status === 'error', inForm: isFormItemInput === true, hashId };
}

/** A closed single Select showing `label` (or the placeholder). */
export function ClosedSelect(props: ClosedLookProps & { label: string | undefined; wake?: WakeEvents }) {
  const { error, inForm, hashId } = useLookContext();
  return (
    <div
      className={classes(
        'ant-select ant-select-outlined',
        inForm && 'ant-select-in-form-item',
        hashId,
        'ant-select-single ant-select-show-arrow',
        error && 'ant-select-status-error',
        props.disabled && 'ant-select-disabled',
      )}
      style={props.style}
      {...props.wake}
    >
      <div className="ant-select-selector">
        <span className="ant-select-selection-wrap">
          <span className="ant-select-selection-search">
            <input
              id={props.id}
              className="ant-select-selection-search-input"
              role="combobox"
              aria-expanded="false"
              aria-haspopup="listbox"
              aria-invalid={error || undefined}
              autoComplete="off"
              readOnly
              disabled={props.disabled}
              type="search"
              value=""
              style={{ opacity: 0 }}
            />
          </span>
          {props.label !== undefined ? (
            <span className="ant-select-selection-item" title={props.label}>
              {props.label}
            </span>
          ) : (
            <span className="ant-select-selection-placeholder">{props.placeholder}</span>
          )}
        </span>
      </div>
      <span className="ant-select-arrow" aria-hidden="true">
        <DownOutlined className="ant-select-suffix" />
      </span>
    </div>
  );
}

/** The closed look holds no value of its own; focus has put the real control in its place. */
const ignoreTyping = () => undefined;

/** A closed DatePicker showing `text` (already in the control's format) or the placeholder. */
export function ClosedPicker(props: ClosedLookProps & { text: string; wake?: WakeEvents }) {
  const { error, hashId } = useLookContext();
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const placeholder = props.placeholder ?? locale?.DatePicker?.lang?.placeholder ?? '';
  return (
    <div
      className={classes(
        'ant-picker ant-picker-outlined',
        hashId,
        error && 'ant-picker-status-error',
        props.disabled && 'ant-picker-disabled',
      )}
      style={props.style}
      {...props.wake}
    >
      <div className="ant-picker-input">
        <input
          id={props.id}
          aria-invalid={error}
          autoComplete="off"
          // Editable like the real picker's input: focus swaps the picker in and the typing goes there.
          onChange={ignoreTyping}
          disabled={props.disabled}
          size={12}
          placeholder={placeholder}
          value={props.text}
        />
        <span className="ant-picker-suffix">
          <CalendarOutlined />
        </span>
      </div>
    </div>
  );
}

/**
 * antd writes a component's CSS when one of them renders; the closed looks use that CSS before any
 * real Select or DatePicker exists, so one hidden of each is drawn per form (as GridCssAnchor).
 */
export function ClosedLookCssAnchor() {
  return (
    <div style={{ display: 'none' }} aria-hidden>
      <Select />
      <DatePicker />
    </div>
  );
}
