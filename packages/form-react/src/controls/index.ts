/** The built-in adapters, one per control type of spec §3. */
import type { AdapterMap } from '../runtime/adapters';
import { alertAdapter } from './AlertAdapter';
import { batchAdapter } from './BatchAdapter';
import { buttonAdapter } from './ButtonAdapter';
import { cardAdapter } from './CardAdapter';
import { cascaderAdapter } from './CascaderAdapter';
import { checkboxAdapter } from './CheckboxAdapter';
import { dateAdapter } from './DateAdapter';
import { dividerAdapter } from './DividerAdapter';
import { editorAdapter } from './EditorAdapter';
import { gridAdapter } from './GridAdapter';
import { htmlAdapter } from './HtmlAdapter';
import { inputAdapter } from './InputAdapter';
import { numberAdapter } from './NumberAdapter';
import { radioAdapter } from './RadioAdapter';
import { rateAdapter } from './RateAdapter';
import { selectAdapter } from './SelectAdapter';
import { selectInputListAdapter } from './SelectInputListAdapter';
import { sliderAdapter } from './SliderAdapter';
import { switchAdapter } from './SwitchAdapter';
import { tableAdapter } from './TableAdapter';
import { tabsAdapter } from './TabsAdapter';
import { textAdapter } from './TextAdapter';
import { textareaAdapter } from './TextareaAdapter';
import { timeAdapter } from './TimeAdapter';
import { treeSelectAdapter } from './TreeSelectAdapter';
import { uploadAdapter } from './UploadAdapter';

export const builtinAdapters: AdapterMap = Object.freeze({
  input: inputAdapter,
  textarea: textareaAdapter,
  number: numberAdapter,
  select: selectAdapter,
  checkbox: checkboxAdapter,
  radio: radioAdapter,
  date: dateAdapter,
  time: timeAdapter,
  rate: rateAdapter,
  slider: sliderAdapter,
  uploadFile: uploadAdapter,
  uploadImg: uploadAdapter,
  treeSelect: treeSelectAdapter,
  cascader: cascaderAdapter,
  batch: batchAdapter,
  selectInputList: selectInputListAdapter,
  editor: editorAdapter,
  switch: switchAdapter,
  button: buttonAdapter,
  alert: alertAdapter,
  text: textAdapter,
  html: htmlAdapter,
  divider: dividerAdapter,
  card: cardAdapter,
  tabs: tabsAdapter,
  grid: gridAdapter,
  table: tableAdapter,
});
