// A crash in the middle of an upload leaves its temporary `.part` file on disk (the bytes are
// renamed into place only once complete). Starting the stack sweeps such files, and the folders
// they leave empty, without touching any stored object.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { startStack } from '../../local/stack';
import { serviceRoleKey } from '../helpers';
import { testPorts } from '../stack-env';

describe('storage start-up', () => {
  it('removes .part files a crash left behind and keeps every stored object', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fedatario-partials-'));
    // Inside this run's own port block (base + 71…74), apart from the main test stack.
    const ports = {
      gateway: testPorts.gateway + 50,
      db: testPorts.db + 50,
      mail: testPorts.mail + 50,
    };
    const quiet = { localDir: dir, ports, log: () => undefined };
    const admin = () =>
      createClient(`http://127.0.0.1:${ports.gateway}`, serviceRoleKey, {
        auth: { persistSession: false },
      });
    const storage = path.join(dir, 'storage');
    const files = () =>
      (fs.readdirSync(storage, { recursive: true }) as string[]).filter((f) =>
        fs.statSync(path.join(storage, f)).isFile(),
      );
    let stack = await startStack(quiet);
    try {
      expect((await admin().storage.createBucket('partials', { public: false })).error).toBeNull();
      const upload = await admin()
        .storage.from('partials')
        .upload('a/guardado.txt', new Blob(['completo'], { type: 'text/plain' }));
      expect(upload.error).toBeNull();
      await stack.stop();

      // What a crash mid-write leaves: a half-written version beside a stored object, and one
      // alone in a folder of its own.
      const [stored] = files();
      const beside = path.join(storage, `${stored!}-otra.part`);
      const alone = path.join(storage, 'partials', 'b', 'c', 'version.part');
      fs.writeFileSync(beside, 'a medias');
      fs.mkdirSync(path.dirname(alone), { recursive: true });
      fs.writeFileSync(alone, 'a medias');

      stack = await startStack(quiet);
      expect(fs.existsSync(beside)).toBe(false);
      expect(fs.existsSync(alone)).toBe(false);
      expect(fs.existsSync(path.join(storage, 'partials', 'b'))).toBe(false);
      expect(files()).toEqual([stored]);
      const { data } = await admin().storage.from('partials').download('a/guardado.txt');
      expect(await data?.text()).toBe('completo');
    } finally {
      await stack.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
