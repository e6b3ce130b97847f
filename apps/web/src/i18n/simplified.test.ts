import { describe, expect, it } from 'vitest';

/**
 * The characters of the console's zh-HK texts that Simplified Chinese writes otherwise (OpenCC's
 * Hong Kong to mainland conversion, one character at a time, over every zh-HK.ts). A zh-CN text
 * holding one was copied from its zh-HK twin and only half converted ("电話", issue #31).
 */
const TRADITIONAL = new Set(
  '並佈併來個側備傳僅儀儲內兩冊別刪則動務勞匯區員問啟單嗎嘗噸嚴圍圖執報場塊壓實審寫寬將尋對導層屬帳張強後徑從復徵惡態憑應戶捨掃掛換擁擇擊據攝敗數斷於時暫曉書會條棄業極構標機檔檢欄權歡氣氫沒況淺減測湊溫濕瀏為無熱狀獲現產畫異當發監盤確碼種稱範簽籤紀紅級終組結絕絡給統綁經綠維網緊線編縮總繼續聯職與舊藍處號螢裝裡製複見規覽觀觸訂計訊記訪設許註評詞試話該詳誌認語誤說請論證識議讀變負責資車載輛輯輸轉辦這連週進運過達遙適選遺還邊郵醬鈕鈴銷錄錯錶鍵鎖鏡鐘鑰長閉開間閘閱閾關隨險隱離雲電靜響頁頂項須預頭題顏類顯風驗驟體黃點齡',
);

const zhCnTexts = import.meta.glob<{ default: unknown }>(
  ['../features/*/locales/zh-CN.ts', '../components/locales/zh-CN.ts', './locales/zh-CN.ts'],
  { eager: true },
);

/** Every string of a text module, with its key path. */
function* stringsOf(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) yield* stringsOf(child, `${path}.${key}`);
}

describe('zh-CN texts', () => {
  it('are found (the glob still matches the locale files)', () => {
    expect(Object.keys(zhCnTexts).length).toBeGreaterThanOrEqual(18);
  });

  it('are written in Simplified characters only', () => {
    const traditional: string[] = [];
    for (const [file, module] of Object.entries(zhCnTexts)) {
      for (const [path, text] of stringsOf(module.default, file)) {
        if ([...text].some((char) => TRADITIONAL.has(char))) traditional.push(`${path}: ${text}`);
      }
    }
    expect(traditional).toEqual([]);
  });
});
