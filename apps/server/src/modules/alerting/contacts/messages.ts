import {
  type ContactKind,
  contactKindNames,
  type Lang,
  type Translated,
  translated,
} from '@siteguard/contracts';

const TEST_SUBJECT: Translated = translated(
  'Siteguard 地盤安全：測試訊息',
  'Siteguard 工地安全：测试消息',
  'Siteguard site safety: test message',
);

const TEST_TEXT: Translated = translated(
  '{name}，你好：\n\n這是你在 Siteguard 要求的測試訊息。收到這封{channel}，表示地盤警報可以經此送達你。\n\n毋須回覆。',
  '{name}，你好：\n\n这是你在 Siteguard 要求的测试消息。收到这条{channel}，表示工地警报可以经此送达你。\n\n无须回复。',
  'Hello {name},\n\nThis is the test message you asked Siteguard for. Receiving it by {channel} means site alerts can reach you this way.\n\nNo reply is needed.',
);

/** "Send me a test": the subject and text in the recipient's language, naming them and the channel. */
export function testMessageOf(
  kind: ContactKind,
  name: string,
  lang: Lang,
): { subject: string; text: string } {
  const text = TEST_TEXT[lang]
    .replace('{channel}', contactKindNames[kind][lang])
    .replace('{name}', () => name);
  return { subject: TEST_SUBJECT[lang], text };
}
