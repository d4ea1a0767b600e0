// Phoenix channel frames as realtime-js speaks them. vsn 1.0.0: JSON objects
// `{topic, event, payload, ref, join_ref}`. vsn 2.0.0 (realtime-js' default): JSON arrays
// `[join_ref, ref, topic, event, payload]`, plus binary frames for user broadcasts
// (client → server kind 3 "userBroadcastPush", server → client kind 4 "userBroadcast"), as
// laid out in realtime-js' lib/serializer.js.

export type Vsn = '1.0.0' | '2.0.0';

export interface PhxMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A user broadcast's payload: JSON, or bytes sent with `channel.send` of an ArrayBuffer. */
export interface BroadcastPayload {
  type: 'broadcast';
  event: string;
  payload: unknown;
  [meta: string]: unknown;
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): PhxMessage | null {
  if (isBinary) return vsn === '2.0.0' ? decodeBinary(data) : null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { join_ref: str(joinRef), ref: str(ref), topic, event, payload: payload ?? {} };
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const m = parsed as Record<string, unknown>;
  if (typeof m.topic !== 'string' || typeof m.event !== 'string') return null;
  return {
    join_ref: str(m.join_ref),
    ref: str(m.ref),
    topic: m.topic,
    event: m.event,
    payload: m.payload ?? {},
  };
}

function str(v: unknown): string | null {
  return v === null || v === undefined ? null : String(v);
}

/** Kind 3: header lengths, then join_ref, ref, topic, user event, metadata, payload. */
function decodeBinary(data: Buffer): PhxMessage | null {
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH) return null;
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [
    ...data.subarray(1, 7),
  ] as number[];
  let offset = 7;
  // realtime-js writes these fields one char code per byte.
  const take = (n: number) => data.toString('latin1', offset, (offset += n));
  const joinRef = take(joinRefLen!);
  const ref = take(refLen!);
  const topic = take(topicLen!);
  const event = take(eventLen!);
  const meta = take(metaLen!);
  const body = data.subarray(offset);
  let payload: unknown = Buffer.from(body);
  try {
    if (encoding === ENCODING_JSON) payload = JSON.parse(body.toString('utf8'));
    const extra = meta ? (JSON.parse(meta) as Record<string, unknown>) : {};
    const broadcast: BroadcastPayload = { ...extra, type: 'broadcast', event, payload };
    return {
      join_ref: joinRef || null,
      ref: ref || null,
      topic,
      event: 'broadcast',
      payload: broadcast,
    };
  } catch {
    return null;
  }
}

/**
 * The frame for `msg`, or `null` when this protocol version cannot carry it (binary broadcast
 * payloads on vsn 1.0.0, which Realtime drops too).
 */
export function encodeFrame(msg: PhxMessage, vsn: Vsn): string | Buffer | null {
  const bytes = binaryBroadcast(msg);
  if (bytes)
    return vsn === '2.0.0' ? encodeUserBroadcast(msg.topic, bytes.event, bytes.payload) : null;
  if (vsn === '2.0.0') {
    return JSON.stringify([msg.join_ref, msg.ref, msg.topic, msg.event, msg.payload]);
  }
  return JSON.stringify({
    topic: msg.topic,
    event: msg.event,
    payload: msg.payload,
    ref: msg.ref,
    join_ref: msg.join_ref,
  });
}

function binaryBroadcast(msg: PhxMessage): { event: string; payload: Buffer } | null {
  if (msg.event !== 'broadcast') return null;
  const p = msg.payload as Partial<BroadcastPayload> | null;
  if (!p || typeof p.event !== 'string' || !Buffer.isBuffer(p.payload)) return null;
  return { event: p.event, payload: p.payload };
}

/** Kind 4: topic, user event, metadata lengths and the payload encoding, then the bytes. */
function encodeUserBroadcast(topic: string, event: string, payload: Buffer): Buffer {
  const t = Buffer.from(topic, 'utf8');
  const e = Buffer.from(event, 'utf8');
  const header = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, 0, ENCODING_BINARY]);
  return Buffer.concat([header, t, e, payload]);
}

export function reply(
  msg: Pick<PhxMessage, 'join_ref' | 'ref' | 'topic'>,
  status: 'ok' | 'error',
  response: unknown = {},
): PhxMessage {
  return {
    join_ref: msg.join_ref,
    ref: msg.ref,
    topic: msg.topic,
    event: 'phx_reply',
    payload: { status, response },
  };
}
