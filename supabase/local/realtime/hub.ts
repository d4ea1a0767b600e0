// Topic membership across all sockets: broadcast fan-out and presence state, as Realtime does
// for public channels (a topic is shared by everyone who joins `realtime:<name>`).
import { randomUUID } from 'node:crypto';
import type { BroadcastPayload } from './protocol';

/** A joined channel as the hub sees it. */
export interface HubMember {
  readonly topic: string;
  readonly presenceKey: string;
  /** Sends an event on this member's channel. */
  push(event: string, payload: unknown): void;
}

type Meta = Record<string, unknown> & { phx_ref: string };
type PresenceMap = Record<string, { metas: Meta[] }>;

export class Hub {
  private readonly topics = new Map<string, Set<HubMember>>();
  private readonly presence = new Map<string, Map<HubMember, Meta>>();

  add(member: HubMember): void {
    const members = this.topics.get(member.topic) ?? new Set();
    members.add(member);
    this.topics.set(member.topic, members);
  }

  remove(member: HubMember): void {
    const members = this.topics.get(member.topic);
    members?.delete(member);
    if (members?.size === 0) this.topics.delete(member.topic);
    // Those who stay learn that it left.
    this.untrack(member);
  }

  /** To everyone on the topic; the sender only when it asked for its own messages (`self`). */
  broadcast(topic: string, payload: BroadcastPayload, sender?: HubMember, self = false): void {
    for (const m of this.topics.get(topic) ?? []) {
      if (m === sender && !self) continue;
      m.push('broadcast', payload);
    }
  }

  presenceState(topic: string): PresenceMap {
    const state: PresenceMap = {};
    for (const [m, meta] of this.presence.get(topic) ?? []) {
      (state[m.presenceKey] ??= { metas: [] }).metas.push(meta);
    }
    return state;
  }

  /** Tracks (or re-tracks) `member` with `meta`; everyone on the topic gets the diff. */
  track(member: HubMember, meta: Record<string, unknown>): void {
    const topicPresence = this.presence.get(member.topic) ?? new Map<HubMember, Meta>();
    this.presence.set(member.topic, topicPresence);
    const previous = topicPresence.get(member);
    const next: Meta = { ...meta, phx_ref: randomUUID() };
    if (previous) next.phx_ref_prev = previous.phx_ref;
    topicPresence.set(member, next);
    this.diff(
      member,
      { [member.presenceKey]: { metas: [next] } },
      previous ? { [member.presenceKey]: { metas: [previous] } } : {},
    );
  }

  untrack(member: HubMember): void {
    const topicPresence = this.presence.get(member.topic);
    const previous = topicPresence?.get(member);
    if (!topicPresence || !previous) return;
    topicPresence.delete(member);
    if (topicPresence.size === 0) this.presence.delete(member.topic);
    this.diff(member, {}, { [member.presenceKey]: { metas: [previous] } });
  }

  private diff(member: HubMember, joins: PresenceMap, leaves: PresenceMap): void {
    for (const m of this.topics.get(member.topic) ?? []) m.push('presence_diff', { joins, leaves });
  }
}
