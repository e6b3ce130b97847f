/** The built-in control specs, in palette order (fields, display, layouts). */
import type { ControlSpec } from './spec';
import { alertSpec } from './types/alert';
import { batchSpec } from './types/batch';
import { buttonSpec } from './types/button';
import { cardSpec } from './types/card';
import { cascaderSpec } from './types/cascader';
import { checkboxSpec } from './types/checkbox';
import { dateSpec } from './types/date';
import { dividerSpec } from './types/divider';
import { editorSpec } from './types/editor';
import { gridSpec } from './types/grid';
import { htmlSpec } from './types/html';
import { inputSpec } from './types/input';
import { numberSpec } from './types/number';
import { radioSpec } from './types/radio';
import { rateSpec } from './types/rate';
import { selectSpec } from './types/select';
import { selectInputListSpec } from './types/selectInputList';
import { sliderSpec } from './types/slider';
import { switchSpec } from './types/switch';
import { tableSpec } from './types/table';
import { tabsSpec } from './types/tabs';
import { textSpec } from './types/text';
import { textareaSpec } from './types/textarea';
import { timeSpec } from './types/time';
import { treeSelectSpec } from './types/treeSelect';
import { uploadFileSpec, uploadImgSpec } from './types/upload';

export const BUILTIN_SPECS: readonly ControlSpec[] = Object.freeze([
  inputSpec,
  textareaSpec,
  numberSpec,
  selectSpec,
  checkboxSpec,
  radioSpec,
  dateSpec,
  timeSpec,
  rateSpec,
  sliderSpec,
  uploadFileSpec,
  uploadImgSpec,
  treeSelectSpec,
  cascaderSpec,
  batchSpec,
  selectInputListSpec,
  editorSpec,
  switchSpec,
  buttonSpec,
  alertSpec,
  textSpec,
  htmlSpec,
  dividerSpec,
  cardSpec,
  tabsSpec,
  gridSpec,
  tableSpec,
]);
