import { type Envelope, type Lang, SUCCESS_CODE, SUCCESS_MESSAGE } from '@siteguard/contracts';

export function ok<T>(data: T, lang: Lang): Envelope<T> {
  return { success: true, code: SUCCESS_CODE, message: SUCCESS_MESSAGE[lang], data };
}
