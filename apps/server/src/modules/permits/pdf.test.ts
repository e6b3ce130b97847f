import { GAS_FIELDS, type PermitBlock } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { formLines, inForce, safetyLines } from './pdf.js';
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

describe('the PDF in Hong Kong time', () => {
  it("prints a date control's site time with its zone", () => {
    const lines = formLines(checkForm('confinedSpace', true), { gasTestedAt: '2026-11-27 21:40' }, new Set());
    expect(lines).toContainEqual({ label: '測試時間 Tested at', value: '2026-11-27 21:40 HKT' });
  });
});

describe("the PDF's safety lines", () => {
  const thunder: PermitBlock = {
    rule: 'stopWork',
    code: 'WTS',
    name: { 'zh-HK': '雷暴警告', 'zh-CN': '雷暴警告', en: 'Thunderstorm Warning' },
    works: ['hotWork'],
  };
  const lel: PermitBlock = { rule: 'gasOutOfBand', field: 'gasLel', value: 15 };

  it('prints each block that stops an active permit as "Not in force", which is then not in force', () => {
    const permit = { status: 'active' as const, blocks: [thunder, lel], override: null };
    expect(inForce(permit)).toBe(false);
    expect(safetyLines(permit, 'en')).toEqual({
      notInForce: [
        'Not in force: Stop-work signal: Thunderstorm Warning - Hot work stopped',
        'Not in force: Gas test: LEL 15 (< 10 % LEL)',
      ],
      override: null,
    });
    expect(safetyLines(permit, 'zh-HK').notInForce[0]).toBe('未生效：停工信號：雷暴警告，暫停動火工作');
  });

  it('prints an override with who, when (HKT), why and the signal it covers; an overridden signal does not stop the permit', () => {
    const permit = {
      status: 'active' as const,
      blocks: [{ ...thunder, overridden: true }],
      override: {
        codes: ['WTS'],
        by: '7',
        byName: 'Wong Sau Kuen',
        reason: 'Indoor welding bay',
        at: '2026-11-27T13:40:00.000Z',
      },
    };
    expect(inForce(permit)).toBe(true);
    expect(safetyLines(permit, 'en')).toEqual({
      notInForce: [],
      override:
        'Stop-work override: Wong Sau Kuen; 2026-11-27 21:40 HKT; Indoor welding bay; Stop-work signal: Thunderstorm Warning - Hot work stopped (overridden)',
    });
  });

  it('says nothing for a permit in force', () => {
    const permit = { status: 'active' as const, blocks: [], override: null };
    expect(inForce(permit)).toBe(true);
    expect(safetyLines(permit, 'en')).toEqual({ notInForce: [], override: null });
  });
});
