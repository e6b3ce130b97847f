import type { PermitType } from '@siteguard/contracts';
import { DEFAULT_REQUIRED_MESSAGE } from '@siteguard/form-engine';

/**
 * The seeded designer forms of the ten permit types, in k-form-design's format, with the fields a
 * Hong Kong site expects (bilingual labels, as site forms are). Field models the permits module reads
 * by name: location, workDescription, contractor, applicantName, validFrom, validTo, precautions,
 * ppe, emergencyContact, isolationPoints, and the gas readings gasO2, gasLel, gasH2s, gasCo with
 * gasTestedAt, gasInstrument, gasTester. Everything else is the site's to change in the designer.
 */
type Field = Record<string, unknown>;
const option = (label: string, value: string) => ({ label, value });
// No message of our own: the form engine's 'required' text is shown in the reader's language.
const required = (_label: string) => [{ required: true, message: DEFAULT_REQUIRED_MESSAGE }];
const base = (type: string, label: string, model: string, options: object, rules: object[]) => ({
  type,
  label,
  options: { width: '100%', hidden: false, disabled: false, ...options },
  model,
  key: model,
  rules,
});

const input = (label: string, model: string, optional = false): Field =>
  base(
    'input',
    label,
    model,
    { type: 'text', defaultValue: '', maxLength: 200, clearable: true },
    optional ? [] : required(label),
  );
const textarea = (label: string, model: string, optional = false): Field =>
  base(
    'textarea',
    label,
    model,
    { defaultValue: '', minRows: 2, maxRows: 5, maxLength: 2000 },
    optional ? [] : required(label),
  );
const number = (label: string, model: string, min: number, max: number, step = 0.1): Field =>
  base(
    'number',
    label,
    model,
    { defaultValue: null, min, max, step, precision: step < 1 ? 1 : 0 },
    required(label),
  );
const dateTime = (label: string, model: string): Field =>
  base(
    'date',
    label,
    model,
    { defaultValue: '', showTime: true, format: 'YYYY-MM-DD HH:mm', clearable: true },
    required(label),
  );
const radio = (label: string, model: string, options: [string, string][], value = ''): Field =>
  base(
    'radio',
    label,
    model,
    { defaultValue: value, options: options.map(([l, v]) => option(l, v)) },
    required(label),
  );
const optionalRadio = (label: string, model: string, options: [string, string][]): Field =>
  base('radio', label, model, { defaultValue: '', options: options.map(([l, v]) => option(l, v)) }, []);
const checkbox = (
  label: string,
  model: string,
  options: [string, string][],
  value: string[] = [],
  optional = false,
): Field =>
  base(
    'checkbox',
    label,
    model,
    { defaultValue: value, options: options.map(([l, v]) => option(l, v)) },
    optional ? [] : required(label),
  );
const yesNo = (label: string, model: string): Field =>
  radio(label, model, [
    ['是 Yes', 'yes'],
    ['否 No', 'no'],
    ['不適用 N/A', 'na'],
  ]);
const section = (label: string, key: string): Field => ({
  type: 'divider',
  label,
  options: { orientation: 'left', noFormItem: true },
  key,
  model: key,
});

const PPE: [string, string][] = [
  ['安全帽 Helmet', 'helmet'],
  ['安全鞋 Safety boots', 'boots'],
  ['反光衣 Hi-vis vest', 'vest'],
  ['安全帶 Harness', 'harness'],
  ['護目鏡 Goggles', 'goggles'],
  ['手套 Gloves', 'gloves'],
  ['耳罩 Ear protection', 'ears'],
  ['呼吸器 Respirator', 'respirator'],
];
const HAZARDS: [string, string][] = [
  ['高處工作 Work at height', 'height'],
  ['觸電 Electric shock', 'electric'],
  ['火警 Fire', 'fire'],
  ['有毒氣體 Toxic gas', 'gas'],
  ['缺氧 Oxygen deficiency', 'oxygen'],
  ['墮物 Falling objects', 'falling'],
  ['地下設施 Underground utilities', 'utilities'],
  ['噪音 Noise', 'noise'],
];

const common = (): Field[] => [
  section('工作資料 Work', 'sectionWork'),
  input('工作地點 Location', 'location'),
  // Read by the safety rules (contracts WORK_SETTING_FIELD): a warning stopping outdoor work stops it.
  optionalRadio('工作環境 Work setting', 'workSetting', [
    ['戶外 Outdoor', 'outdoor'],
    ['室內 Indoor', 'indoor'],
  ]),
  textarea('工作內容 Description of work', 'workDescription'),
  input('承建商 Contractor', 'contractor'),
  input('申請人 Applicant', 'applicantName'),
  dateTime('開始時間 Valid from', 'validFrom'),
  dateTime('結束時間 Valid to (one shift at most)', 'validTo'),
  section('風險與防護 Hazards and precautions', 'sectionSafety'),
  checkbox('危害 Hazards', 'hazards', HAZARDS, [], true),
  textarea('預防措施 Precautions (one per line)', 'precautions'),
  checkbox('個人防護裝備 PPE', 'ppe', PPE, ['helmet', 'boots', 'vest']),
  input('緊急聯絡 Emergency contact', 'emergencyContact'),
];

const EXTRA: Record<PermitType, Field[]> = {
  permitToWork: [],
  permitToLift: [
    section('吊運 Lifting', 'sectionLift'),
    textarea('吊運計劃 Lifting plan', 'liftingPlan'),
    input('起重機械 Lifting appliance', 'liftingAppliance'),
    number('安全操作負荷 (公噸) Safe working load (t)', 'safeWorkingLoad', 0, 1000),
    input('合資格人士 Competent person', 'competentPerson'),
    input('吊索工 / 訊號員 Rigger / signaller', 'rigger'),
  ],
  permitToDigBlank: [
    section('挖掘 Excavation', 'sectionDig'),
    number('深度 (米) Depth (m)', 'depth', 0, 100),
    yesNo('已查核地下設施圖則 Utility plans checked', 'utilityPlansChecked'),
    yesNo('已用探測器掃描 Cable detector used', 'cableDetectorUsed'),
  ],
  hotWorkPermit: [
    section('動火 Hot work', 'sectionHot'),
    radio('工序 Process', 'hotProcessKind', [
      ['燒焊 Welding', 'welding'],
      ['切割 Cutting', 'cutting'],
      ['打磨 Grinding', 'grinding'],
    ]),
    input('火警監察員 Fire watch', 'fireWatch'),
    input('滅火器 (類型及數量) Extinguisher', 'extinguisher'),
    yesNo('已移走 11 米內易燃物 Combustibles within 11 m removed', 'combustiblesRemoved'),
  ],
  hotProcessPermit: [
    section('熱工序 Hot process', 'sectionHotProcess'),
    input('設備 Equipment', 'equipment'),
    input('火警監察員 Fire watch', 'fireWatch'),
    input('滅火器 Extinguisher', 'extinguisher'),
  ],
  confinedSpace: [
    section('密閉空間 Confined space (Cap. 59AE)', 'sectionConfined'),
    input('候命人員 Standby person', 'standbyPerson'),
    input('風險評估報告編號 Risk assessment ref.', 'riskAssessmentRef'),
    yesNo('已備救援設備 Rescue equipment ready', 'rescueReady'),
    yesNo('已提供通風 Ventilation provided', 'ventilation'),
  ],
  switchRoom: [
    section('隔離 Isolation', 'sectionIsolation'),
    textarea('隔離點、鎖及掛牌編號 Isolation points, lock and tag numbers (one per line)', 'isolationPoints'),
    input('電氣工程人員 Registered electrical worker', 'electricalWorker'),
  ],
  electricalSystem: [
    section('隔離 Isolation', 'sectionIsolation'),
    input('電壓 Voltage', 'voltage'),
    textarea('隔離點、鎖及掛牌編號 Isolation points, lock and tag numbers (one per line)', 'isolationPoints'),
    input('電氣工程人員 Registered electrical worker', 'electricalWorker'),
  ],
  hilti: [
    section('射釘工具 Powder-actuated tool (Cap. 59R)', 'sectionHilti'),
    input('工具型號及編號 Tool model and serial', 'toolSerial'),
    input('操作員 Operator', 'operator'),
    input('合格證明書編號 Certificate of competency no.', 'certificateNo'),
    dateTime('證書有效期至 Certificate valid until', 'certificateExpiry'),
  ],
  checkList: [],
};

const CHECKLIST: Field[] = [
  section('檢查資料 Inspection', 'sectionInspection'),
  input('檢查地點 Location', 'location'),
  textarea('檢查範圍 Scope', 'workDescription'),
  input('承建商 Contractor', 'contractor'),
  input('檢查人 Inspector', 'applicantName'),
  dateTime('開始時間 From', 'validFrom'),
  dateTime('結束時間 To', 'validTo'),
  section('檢查項目 Items', 'sectionItems'),
  yesNo('通道暢通 Access clear', 'accessClear'),
  yesNo('棚架已掛牌 Scaffold tagged', 'scaffoldTagged'),
  yesNo('邊緣護欄齊全 Edge protection in place', 'edgeProtection'),
  yesNo('滅火器齊全 Extinguishers in place', 'extinguishers'),
  yesNo('電線完好 Cables in good order', 'cables'),
  textarea('跟進事項 Follow-up', 'followUp', true),
  input('緊急聯絡 Emergency contact', 'emergencyContact'),
];

// Labels above their fields: the bilingual labels stay on one line, and the form reads on a phone.
const config = { layout: 'vertical', labelCol: { span: 24 }, wrapperCol: { span: 24 } };

export function applicationForm(type: PermitType) {
  return { list: type === 'checkList' ? CHECKLIST : [...common(), ...EXTRA[type]], config };
}

const GAS: Field[] = [
  section('氣體測試 Gas test', 'sectionGas'),
  number('氧氣 O2 (%) 19.5-23.5', 'gasO2', 0, 100),
  number('可燃氣體 LEL (%) < 10', 'gasLel', 0, 100),
  number('硫化氫 H2S (ppm) < 10', 'gasH2s', 0, 1000),
  number('一氧化碳 CO (ppm) < 25', 'gasCo', 0, 2000),
  dateTime('測試時間 Tested at', 'gasTestedAt'),
  input('儀器及編號 Instrument and serial', 'gasInstrument'),
  input('測試人 Tester', 'gasTester'),
];

/** What the competent person records at the check (and again before a suspended permit resumes). */
export function checkForm(type: PermitType, gasTest: boolean) {
  const list: Field[] = [
    section('現場檢查 Site check', 'sectionCheck'),
    yesNo('已到現場視察 Site inspected', 'siteInspected'),
    yesNo('預防措施已落實 Precautions in place', 'precautionsInPlace'),
  ];
  if (type === 'switchRoom' || type === 'electricalSystem') {
    list.push(yesNo('已隔離、上鎖並測試無電 Isolated, locked and tested dead', 'testedDead'));
  }
  if (gasTest) list.push(...GAS);
  list.push(textarea('檢查備註 Check remarks', 'checkRemark', true));
  return { list, config };
}
