import type { ControlSpec } from '../spec';

/** The font choices of spec §3. */
export const TEXT_FONT_FAMILIES = [
  'SimSun',
  'FangSong',
  'SimHei',
  'PingFangSC-Regular',
  'KaiTi',
  'LiSu',
] as const;
export const TEXT_FONT_SIZES = [
  '26pt',
  '24pt',
  '22pt',
  '18pt',
  '16pt',
  '15pt',
  '14pt',
  '12pt',
  '10.5pt',
  '9pt',
] as const;

/** text: 3.8 defaults; a 3.7 text (no noFormItem) is filled with the 3.7 colour, font and size. */
export const textSpec: ControlSpec = {
  type: 'text',
  label: 'Text',
  icon: 'icon-zihao',
  kind: 'display',
  hasModel: false,
  hasRules: false,
  rowChild: true,
  options: () => ({
    textAlign: 'left',
    hidden: false,
    showRequiredMark: false,
    noFormItem: true,
    color: 'rgba(0, 0, 0, 0.9)',
    fontFamily: '',
    fontSize: '10.5pt',
  }),
  legacyOptions: () => ({
    textAlign: 'left',
    hidden: false,
    showRequiredMark: false,
    color: 'rgb(0, 0, 0)',
    fontFamily: 'SimHei',
    fontSize: '16pt',
  }),
};
