import type { ButtonOptions } from '@siteguard/form-engine';
import { Button } from 'antd';
import type { StaticAdapter, StaticAdapterProps } from '../runtime/adapters';
import { optionsOf } from './util';

/** submit hands getData to onSubmit; reset restores the start values; dynamic calls dynamicData[fn]. */
function ButtonControl({ control, env }: StaticAdapterProps) {
  const o = optionsOf<ButtonOptions>(control);
  const onClick = () => {
    if (o.handle === 'submit') env.submit();
    else if (o.handle === 'reset') env.store.reset();
    else {
      const fn = env.dynamicData[o.dynamicFun];
      if (typeof fn === 'function') fn();
    }
  };
  const danger = o.type === 'danger';
  return (
    <div className="ant-form-item">
      <Button
        type={o.type === 'danger' ? 'primary' : o.type}
        danger={danger}
        htmlType="button"
        disabled={env.formDisabled || o.disabled === true}
        onClick={onClick}
      >
        {control.label}
      </Button>
    </div>
  );
}

export const buttonAdapter: StaticAdapter = { kind: 'static', Component: ButtonControl };
