/**
 * The frame around one field: label, control and messages, in the markup and classes antd's
 * Form.Item writes (so antd's form CSS lays it out and every layout option looks the same), without
 * Form.Item itself. Form.Item draws each field through antd's Row and two Cols, which subscribe to
 * the window's breakpoints and register their CSS per instance: on a 500-field form that was a
 * third of the first render. Here the columns are plain elements with antd's column classes (the
 * grid CSS comes from the one Row of GridCssAnchor), and the control still learns its status (red
 * border) and that it sits in a form item through antd's FormItemInputContext.
 */
import { QuestionCircleOutlined } from '@ant-design/icons';
import type { ColProps } from 'antd';
import { Col, Row, Tooltip } from 'antd';
import type { FormItemStatusContextProps } from 'antd/es/form/context';
import { FormItemInputContext } from 'antd/es/form/context';
import type { ReactNode } from 'react';
import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { columnOf } from './columns';

function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Registers antd's grid CSS (`.ant-row`, `.ant-col-*` at every breakpoint), which the frames'
 * columns use, with one hidden Row: antd writes a component's CSS when one of them renders.
 */
export function GridCssAnchor() {
  return (
    <Row style={{ display: 'none' }} aria-hidden>
      <Col span={24} />
    </Row>
  );
}

/** What every frame of one form shares: set once by FormRenderer. */
export interface FrameSettings {
  /** antd's CSS-in-JS hash class of the current theme (antd's selectors are scoped by it). */
  hashId: string;
  layout: 'horizontal' | 'vertical' | 'inline';
  /** The form's label and control columns (formItemColumns of its config). */
  labelCol?: ColProps;
  wrapperCol?: ColProps;
  /** false when the form hides required marks (hideRequiredMark). */
  requiredMark: boolean;
}

export const FrameSettingsContext = createContext<FrameSettings>({
  hashId: '',
  layout: 'horizontal',
  requiredMark: true,
});

export interface FieldFrameProps {
  /** The id of the control the label names (adapters give their input the field's path). */
  fieldId: string;
  label: string | undefined;
  required: boolean;
  /** Shown by a question mark beside the label. */
  tooltip: string | undefined;
  /** Columns of this field when not the form's (a batch cell, a field without a label). */
  labelCol?: ColProps;
  wrapperCol?: ColProps;
  /** The messages to show under the control (already in the user's language). */
  errors: readonly string[];
  className: string | undefined;
  children: ReactNode;
}

export function FieldFrame(props: FieldFrameProps) {
  const settings = useContext(FrameSettingsContext);
  const { hashId, layout } = settings;
  const { errors } = props;
  // antd drops a colon the label ends with where it draws its own
  const label = layout === 'vertical' ? props.label : props.label?.replace(/[:|：]\s*$/, '');
  const hasError = errors.length > 0;
  const itemRef = useRef<HTMLDivElement>(null);
  // As antd: the messages sit in the item's bottom margin, so that one line of them moves nothing.
  const [marginBottom, setMarginBottom] = useState(0);
  useLayoutEffect(() => {
    if (!hasError || !itemRef.current) return;
    setMarginBottom(Number.parseInt(getComputedStyle(itemRef.current).marginBottom, 10) || 0);
  }, [hasError]);

  const status = useMemo<FormItemStatusContextProps>(
    () => ({ isFormItemInput: true, status: hasError ? 'error' : '', errors: [], warnings: [] }),
    [hasError],
  );
  const labelColumn = columnOf(props.labelCol ?? settings.labelCol);
  const wrapperColumn = columnOf(props.wrapperCol ?? settings.wrapperCol);
  const itemClass = classes(
    'ant-form-item',
    props.className,
    hashId,
    hasError && 'ant-form-item-with-help ant-form-item-has-error',
    `ant-form-item-${layout}`,
  );
  const labelClass = classes(
    props.required && 'ant-form-item-required',
    !settings.requiredMark && 'ant-form-item-required-mark-hidden',
  );
  return (
    <div ref={itemRef} className={itemClass}>
      <div className={`ant-row ant-form-item-row ${hashId}`}>
        {label ? (
          <div
            className={classes(
              'ant-col ant-form-item-label ant-form-item-label-wrap',
              labelColumn.className,
              hashId,
            )}
            style={labelColumn.style}
          >
            <label htmlFor={props.fieldId} className={labelClass || undefined} title={label}>
              {label}
              {props.tooltip ? (
                <Tooltip title={props.tooltip}>
                  <QuestionCircleOutlined
                    className="ant-form-item-tooltip"
                    // a click on the mark must not act as a click on the label
                    onClick={(event) => event.preventDefault()}
                  />
                </Tooltip>
              ) : null}
            </label>
          </div>
        ) : null}
        <div
          className={classes('ant-col ant-form-item-control', wrapperColumn.className, hashId)}
          style={wrapperColumn.style}
        >
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">
              <FormItemInputContext.Provider value={status}>{props.children}</FormItemInputContext.Provider>
            </div>
          </div>
          {hasError ? (
            <div className="ant-form-item-additional" style={{ minHeight: marginBottom }}>
              <div className={`ant-form-item-explain ant-form-item-explain-connected ${hashId}`}>
                {errors.map((text) => (
                  <div key={text} className="ant-form-item-explain-error">
                    {text}
                  </div>
                ))}
              </div>
            </div>
          ) : null}
        </div>
      </div>
      {hasError && marginBottom > 0 ? (
        <div className="ant-form-item-margin-offset" style={{ marginBottom: -marginBottom }} />
      ) : null}
    </div>
  );
}
