import { GAS_FIELDS } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { formLines } from './pdf.js';
import { checkForm } from './seed/permitForms.js';

describe('the PDF check section', () => {
  it("prints the check's answers by their labels and leaves the gas readings to their own section", () => {
    const lines = formLines(
      checkForm('confinedSpace', true),
      { siteInspected: 'yes', precautionsInPlace: 'na', gasO2: 20.9, checkRemark: 'Tripod in place' },
      new Set<string>(GAS_FIELDS),
    );
    expect(lines).toContainEqual({ label: '現場檢查 Site check', value: null });
    expect(lines).toContainEqual({ label: '已到現場視察 Site inspected', value: '是 Yes' });
    expect(lines).toContainEqual({ label: '預防措施已落實 Precautions in place', value: '不適用 N/A' });
    expect(lines).toContainEqual({ label: '檢查備註 Check remarks', value: 'Tripod in place' });
    expect(lines.some((line) => /O2/.test(line.label))).toBe(false);
  });

  it('prints a dash for what was left empty, and the test-dead answer where the type has one', () => {
    const lines = formLines(checkForm('switchRoom', false), {}, new Set());
    expect(lines).toContainEqual({
      label: '已隔離、上鎖並測試無電 Isolated, locked and tested dead',
      value: '-',
    });
  });
});
