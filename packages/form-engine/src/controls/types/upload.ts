import type { JsonSchema } from '../../json-schema/types';
import type { Control } from '../../model/types';
import type { FieldError } from '../../validate/errors';
import type { ControlSpec } from '../spec';
import { isRecord, numberOpt } from '../values';

/** The upload limit in force: the option, at least 1 (spec §5), default 3. */
export function uploadLimit(control: Control): number {
  const limit = numberOpt(control, 'limit');
  return limit === null ? 3 : Math.max(1, Math.floor(limit));
}

const fileSchema: JsonSchema = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    name: { type: 'string' },
    status: { type: 'string' },
    uid: { type: ['string', 'number'] },
    url: { type: 'string' },
  },
};

function isFile(value: unknown): boolean {
  if (!isRecord(value)) return false;
  for (const name of ['type', 'name', 'status', 'url'] as const) {
    if (value[name] !== undefined && typeof value[name] !== 'string') return false;
  }
  const uid = value.uid;
  return uid === undefined || typeof uid === 'string' || typeof uid === 'number';
}

const uploadCommon: Pick<ControlSpec, 'kind' | 'hasModel' | 'hasRules' | 'rowChild'> & {
  accepts: NonNullable<ControlSpec['accepts']>;
  arrayValued: NonNullable<ControlSpec['arrayValued']>;
  checks: NonNullable<ControlSpec['checks']>;
  valueSchema: NonNullable<ControlSpec['valueSchema']>;
} = {
  kind: 'field',
  hasModel: true,
  hasRules: true,
  rowChild: true,
  accepts: (value) => Array.isArray(value) && value.every(isFile),
  arrayValued: () => true,
  // The original applies the limit when files are picked; validate refuses more (decisions.md).
  checks: (value, control): FieldError[] => {
    const limit = uploadLimit(control);
    return (value as unknown[]).length > limit
      ? [{ rule: 'limit', message: 'form.limit', params: { limit } }]
      : [];
  },
  valueSchema: (control) => ({ type: 'array', items: fileSchema, maxItems: uploadLimit(control) }),
};

export const uploadFileSpec: ControlSpec = {
  ...uploadCommon,
  type: 'uploadFile',
  label: 'Upload file',
  icon: 'icon-upload',
  options: () => ({
    defaultValue: '[]',
    multiple: false,
    disabled: false,
    showLabel: true,
    hidden: false,
    drag: false,
    downloadWay: 'a',
    dynamicFun: '',
    width: '100%',
    limit: 3,
    data: '{}',
    fileName: 'file',
    headers: {},
    action: '',
    placeholder: 'Upload',
  }),
};

export const uploadImgSpec: ControlSpec = {
  ...uploadCommon,
  type: 'uploadImg',
  label: 'Upload image',
  icon: 'icon-image',
  options: () => ({
    defaultValue: '[]',
    multiple: false,
    showLabel: true,
    hidden: false,
    disabled: false,
    width: '100%',
    data: '{}',
    limit: 3,
    placeholder: 'Upload',
    fileName: 'image',
    headers: {},
    action: '',
    listType: 'picture-card',
  }),
};
