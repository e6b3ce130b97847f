import { Duplex } from 'node:stream';
import type { BrokerRefusal } from './admission.js';

const CONNECT_BYTE = 0x10;

/**
 * Follows MQTT's framing byte by byte as it comes off the socket, before the broker's parser sees
 * it: each packet's fixed header declares its remaining length, and a packet declaring more than
 * `maxPacketBytes` in all is refused the moment its length is read (nothing of it is buffered).
 * The first packet must be a CONNECT, and until the sign-in succeeds at most `maxPreAuthBytes`
 * pass. `feed` answers null, or why the connection must end.
 */
export function frameGuard(maxPacketBytes: number, maxPreAuthBytes: number) {
  let state: 'header' | 'length' | 'body' = 'header';
  let declared = 0;
  let multiplier = 1;
  let lengthBytes = 0;
  let remaining = 0;
  let first = true;
  let signedIn = false;
  let beforeSignIn = 0;
  let passed = 0;

  function feed(chunk: Buffer): BrokerRefusal | null {
    const refusal = frames(chunk);
    if (refusal) return refusal;
    if (!signedIn) {
      beforeSignIn += chunk.length;
      if (beforeSignIn > maxPreAuthBytes) return 'preAuthBytes';
    }
    passed += chunk.length;
    return null;
  }

  function frames(chunk: Buffer): BrokerRefusal | null {
    let at = 0;
    while (at < chunk.length) {
      if (state === 'body') {
        const step = Math.min(remaining, chunk.length - at);
        remaining -= step;
        at += step;
        if (remaining === 0) state = 'header';
        continue;
      }
      const byte = chunk[at] as number;
      at += 1;
      if (state === 'header') {
        if (first && byte !== CONNECT_BYTE) return 'notConnectFirst';
        first = false;
        state = 'length';
        declared = 0;
        multiplier = 1;
        lengthBytes = 0;
        continue;
      }
      // The remaining length: up to four bytes, seven bits each, low first.
      declared += (byte & 0x7f) * multiplier;
      multiplier *= 128;
      lengthBytes += 1;
      if (1 + lengthBytes + declared > maxPacketBytes) return 'packetTooLarge';
      if (byte & 0x80) {
        if (lengthBytes === 4) return 'malformedHeader';
        continue;
      }
      remaining = declared;
      state = remaining === 0 ? 'header' : 'body';
    }
    return null;
  }

  return {
    feed,
    /** From now on only the packet size counts (the sign-in succeeded). */
    signIn() {
      signedIn = true;
    },
    get signedIn() {
      return signedIn;
    },
    /** Bytes handed on to the broker. */
    get passed() {
      return passed;
    },
  };
}

/**
 * A socket as the broker sees it: what it reads went through `frameGuard` first; what it writes goes
 * straight to the socket. A refused chunk never reaches the broker: the socket is destroyed and
 * `onRefused` told why. Backpressure both ways: the socket is paused while the broker has not read.
 */
export class GuardedConnection extends Duplex {
  readonly guard: ReturnType<typeof frameGuard>;

  constructor(
    readonly socket: Duplex & { remoteAddress?: string | undefined },
    /** The address key limits count by (admission.ts addressKey). */
    readonly address: string,
    limits: { maxPacketBytes: number },
    onRefused: (reason: BrokerRefusal) => void,
  ) {
    super({ allowHalfOpen: false });
    this.guard = frameGuard(limits.maxPacketBytes, limits.maxPacketBytes * 2);
    socket.on('data', (chunk: Buffer) => {
      const refusal = this.guard.feed(chunk);
      if (refusal) {
        onRefused(refusal);
        socket.destroy();
        this.destroy(new Error(`MQTT connection refused: ${refusal}`));
        return;
      }
      if (!this.push(chunk)) socket.pause();
    });
    socket.once('end', () => this.push(null));
    socket.once('error', (error) => this.destroy(error));
    socket.once('close', () => this.destroy());
  }

  get remoteAddress(): string | undefined {
    return this.socket.remoteAddress;
  }

  override _read(): void {
    this.socket.resume();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.socket.destroyed) callback(new Error('the socket is closed'));
    else if (this.socket.write(chunk)) callback();
    else this.socket.once('drain', () => callback());
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.socket.end();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!this.socket.destroyed) this.socket.destroy();
    callback(error);
  }
}
