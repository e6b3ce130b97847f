/**
 * The antd Form's label and wrapper columns for a form config: the runtime and the designer's canvas
 * lay fields out the same way.
 */
import type { FormConfig } from '@siteguard/form-engine';
import type { ColProps } from 'antd';

export function formItemColumns(config: FormConfig): { labelCol?: ColProps; wrapperCol?: ColProps } {
  if (config.layout !== 'horizontal') return {};
  if (config.labelLayout === 'Grid')
    return { labelCol: { ...config.labelCol }, wrapperCol: { ...config.wrapperCol } };
  return {
    labelCol: { flex: `0 0 ${config.labelWidth}px` },
    wrapperCol: { flex: '1 1 0', style: { minWidth: 0 } },
  };
}
