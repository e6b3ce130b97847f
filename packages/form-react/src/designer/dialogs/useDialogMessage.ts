/**
 * The dialogs' toast messages. Inside an antd <App> (the console, a designer page) its message API is
 * used, so a message outlives the dialog that showed it; otherwise a holder of our own, which the
 * caller renders (outside its Modal, so closing the dialog does not take the message with it).
 */

import { App, message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ReactElement } from 'react';

export function useDialogMessage(): [MessageInstance, ReactElement] {
  const app = App.useApp();
  const [own, holder] = message.useMessage();
  // Without an <App> ancestor the context's message is an empty object.
  const api = typeof app.message.success === 'function' ? app.message : own;
  return [api, holder];
}
