// Node 20 has no global WebSocket, and supabase-js builds its realtime client inside
// createClient(); the browser and Node 22+ have one, so tests get the `ws` implementation.
import WebSocket from 'ws';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
