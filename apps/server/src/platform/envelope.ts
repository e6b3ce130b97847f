import { type Envelope, type Lang, SUCCESS_CODE, SUCCESS_MESSAGE } from '@siteguard/contracts';

export function ok<T>(data: T, lang: Lang, code: number = SUCCESS_CODE): Envelope<T> {
  return { success: true, code, message: SUCCESS_MESSAGE[lang], data };
}
