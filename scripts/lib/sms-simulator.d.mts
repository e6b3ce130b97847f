import type { EventEmitter } from 'node:events';

export interface SimulatedSms {
  sid: string;
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  statusCallback: string | null;
  receivedAt: Date;
  status: string;
}
export interface SmsSimulatorOptions {
  port?: number;
  host?: string;
  accountSid?: string;
  authToken?: string;
}
export interface SmsSimulator {
  port: number;
  url: string;
  accountSid: string;
  authToken: string;
  smsUrl: string;
  readonly requests: number;
  messages: SimulatedSms[];
  events: EventEmitter;
  refuseAuth(refuse?: boolean): void;
  throttle(count?: number): void;
  drop(count?: number): void;
  hold(count?: number): void;
  nextMessage(count?: 1): Promise<SimulatedSms>;
  nextMessage(count: number): Promise<SimulatedSms[]>;
  close(): Promise<void>;
}
export function segmentsOf(body: string): { encoding: 'GSM-7' | 'UCS-2'; segments: number };
export function startSmsSimulator(options?: SmsSimulatorOptions): Promise<SmsSimulator>;
