// Channels as Realtime's RealtimeChannel implements them: the join (token check, bindings,
// reply, then the "Subscribed to PostgreSQL" system message), token refresh through
// `access_token`, broadcast (self/ack), presence track/untrack, leave, and shutdown when the
// token expires. Public channels only: private ones are authorized by RLS on
// `realtime.messages`, which the local stack does not have, so they are refused rather than
// silently opened.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { TokenError, verifyIdentity, type Identity } from './auth';
import type { Hub, HubMember } from './hub';
import { reply, type BroadcastPayload, type PhxMessage } from './protocol';
import type { RealtimeSocket, SocketChannel } from './socket';
import {
  parseBindings,
  validateBindings,
  type Subscriber,
  type SubscriptionRegistry,
} from './subscriptions';

export interface ChannelDeps {
  hub: Hub;
  registry: SubscriptionRegistry;
  admin: pg.Pool;
  publication: string;
  /** Resolves true once (and as soon as) changes are streaming. */
  whenStreaming: () => Promise<boolean>;
}

interface JoinConfig {
  broadcast?: { self?: boolean; ack?: boolean };
  presence?: { key?: string; enabled?: boolean };
  postgres_changes?: unknown;
  private?: boolean;
}

// setTimeout cannot wait longer than this.
const MAX_TIMER_MS = 2 ** 31 - 1;

class Channel implements SocketChannel, Subscriber, HubMember {
  private expiry: NodeJS.Timeout | null = null;
  private active = true;
  presenceEnabled: boolean;
  readonly presenceKey: string;

  constructor(
    private readonly deps: ChannelDeps,
    private readonly socket: RealtimeSocket,
    readonly topic: string,
    readonly joinRef: string | null,
    public identity: Identity,
    private readonly config: JoinConfig,
  ) {
    this.presenceEnabled = config.presence?.enabled === true;
    this.presenceKey = config.presence?.key || randomUUID();
    this.scheduleExpiry();
  }

  get subTopic(): string {
    return this.topic.slice('realtime:'.length);
  }

  push(event: string, payload: unknown): void {
    if (this.active)
      this.socket.send({ join_ref: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  sendChange(ids: number[], data: unknown): void {
    this.push('postgres_changes', { ids, data });
  }

  system(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  async handle(msg: PhxMessage): Promise<void> {
    const payload = (msg.payload ?? {}) as Record<string, unknown>;
    switch (msg.event) {
      case 'phx_leave':
        this.socket.send(reply(msg, 'ok'));
        this.dispose();
        return;
      case 'access_token':
        await this.refreshToken(payload.access_token);
        return;
      case 'broadcast':
        this.deps.hub.broadcast(
          this.topic,
          { ...payload, type: 'broadcast' } as BroadcastPayload,
          this,
          this.config.broadcast?.self === true,
        );
        if (this.config.broadcast?.ack === true) this.socket.send(reply(msg, 'ok'));
        return;
      case 'presence':
        this.presence(payload);
        this.socket.send(reply(msg, 'ok'));
        return;
      default:
        // Realtime ignores events it does not know, without replying.
        return;
    }
  }

  /** The token expired or a refresh was refused: tell the client and close the channel. */
  shutdown(message: string): void {
    this.system('system', 'error', message);
    this.push('phx_close', {});
    this.dispose();
  }

  dispose(): void {
    if (!this.active) return;
    this.active = false;
    if (this.expiry) clearTimeout(this.expiry);
    this.deps.registry.remove(this);
    this.deps.hub.remove(this);
    this.socket.deleteChannel(this.topic, this);
  }

  private async refreshToken(token: unknown): Promise<void> {
    if (typeof token !== 'string' || token === this.identity.token || token.startsWith('sb_'))
      return;
    try {
      // Checks from now on use the new claims: subscriptions read `identity` at each change.
      this.identity = await verifyIdentity(token);
      this.scheduleExpiry();
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
      this.shutdown(err.message.replace(/^[A-Za-z]+: /, ''));
    }
  }

  private presence(payload: Record<string, unknown>): void {
    if (payload.event === 'track') {
      if (!this.presenceEnabled) {
        // Tracking turns presence on; the client needs the state it missed.
        this.presenceEnabled = true;
        this.push('presence_state', this.deps.hub.presenceState(this.topic));
      }
      const meta = payload.payload && typeof payload.payload === 'object' ? payload.payload : {};
      this.deps.hub.track(this, meta as Record<string, unknown>);
    } else if (payload.event === 'untrack') {
      this.deps.hub.untrack(this);
    }
  }

  private scheduleExpiry(): void {
    if (this.expiry) clearTimeout(this.expiry);
    const ms = Math.min(Math.max(0, this.identity.expiresAt - Date.now()), MAX_TIMER_MS);
    this.expiry = setTimeout(() => this.shutdown('Token has expired 0 seconds ago'), ms);
    this.expiry.unref();
  }
}

/** Handles `phx_join` on a socket. */
export function createJoinHandler(deps: ChannelDeps) {
  return async (socket: RealtimeSocket, msg: PhxMessage): Promise<void> => {
    const { topic } = msg;
    if (!topic.startsWith('realtime:')) {
      socket.send(reply(msg, 'error', { reason: 'unmatched topic' }));
      return;
    }
    if (topic === 'realtime:') {
      socket.send(
        reply(msg, 'error', { reason: 'TopicNameRequired: You must provide a topic name' }),
      );
      return;
    }
    const payload = (msg.payload ?? {}) as {
      config?: JoinConfig;
      access_token?: unknown;
      user_token?: unknown;
    };
    const config: JoinConfig = payload.config ?? {};
    const subTopic = topic.slice('realtime:'.length);
    if (config.private === true) {
      socket.send(
        reply(msg, 'error', {
          reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic} (the local stack has no realtime.messages policies for private channels)`,
        }),
      );
      return;
    }

    const given = payload.access_token ?? payload.user_token;
    const token =
      typeof given === 'string' && given && !given.startsWith('sb_') ? given : socket.apikey;
    let identity: Identity;
    try {
      identity = await verifyIdentity(token);
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
      socket.send(reply(msg, 'error', { reason: err.message }));
      return;
    }

    // Joining a topic again replaces the earlier channel, as Phoenix does.
    const previous = socket.channel(topic);
    if (previous) {
      socket.send({
        join_ref: previous.joinRef,
        ref: null,
        topic,
        event: 'phx_close',
        payload: {},
      });
      previous.dispose();
    }

    const parsed = parseBindings(config.postgres_changes);
    let pgError = parsed.error ?? null;
    if (!pgError && parsed.bindings.length > 0) {
      pgError = await validateBindings(
        deps.admin,
        deps.publication,
        identity.role,
        parsed.bindings,
      ).catch(
        (err: unknown) =>
          `Unable to subscribe to changes with given parameters: ${(err as Error).message}`,
      );
    }

    // The client may have gone while we looked things up.
    if (socket.isClosed) return;
    const channel = new Channel(deps, socket, topic, msg.join_ref ?? msg.ref, identity, config);
    socket.setChannel(topic, channel);
    deps.hub.add(channel);
    // Registered before the reply, so a change committed after SUBSCRIBED is never missed.
    if (!pgError) deps.registry.set(channel, parsed.bindings);
    socket.send(reply(msg, 'ok', { postgres_changes: parsed.echo }));

    if (channel.presenceEnabled) channel.push('presence_state', deps.hub.presenceState(topic));
    if (parsed.echo.length > 0) {
      if (pgError) {
        channel.system('postgres_changes', 'error', pgError);
      } else {
        void deps
          .whenStreaming()
          .then((ok) =>
            ok
              ? channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL')
              : channel.system(
                  'postgres_changes',
                  'error',
                  'Realtime is not streaming changes from PostgreSQL yet',
                ),
          );
      }
    }
  };
}
