// Object bytes on disk, laid out like Storage's file backend: {root}/{bucket}/{name}/{version}.
// Every write gets a fresh version, so replacing an object never touches the bytes the current
// metadata row points at; the old version is deleted only after the new row is committed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errors } from './errors';

export interface StoredBytes {
  size: number;
  /** Quoted MD5 of the bytes, as S3 and Storage report it. */
  eTag: string;
}

export class Disk {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /**
   * The file of one object version. Names were validated already (no `.`/`..`/empty
   * segments); resolving and re-checking the result keeps the disk safe even if a caller
   * forgot, since a path outside the bucket's folder is refused here too.
   */
  file(bucket: string, name: string, version: string): string {
    const bucketDir = path.resolve(this.root, bucket);
    const file = path.resolve(bucketDir, ...name.split('/'), version);
    if (path.dirname(bucketDir) !== this.root || !file.startsWith(bucketDir + path.sep)) {
      throw errors.invalidKey(name);
    }
    return file;
  }

  /**
   * Streams `source` into the version's file through a temporary file renamed into place only
   * once complete; more than `limit` bytes aborts with Storage's "Payload too large".
   */
  async write(
    bucket: string,
    name: string,
    version: string,
    source: Readable,
    limit: number,
  ): Promise<StoredBytes> {
    const file = this.file(bucket, name, version);
    const part = `${file}.part`;
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const hash = createHash('md5');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > limit) {
          done(errors.entityTooLarge());
          return;
        }
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, fs.createWriteStream(part, { flags: 'wx' }));
      await fsp.rename(part, file);
    } catch (err) {
      await fsp.rm(part, { force: true });
      await this.prune(path.dirname(file), bucket);
      throw err;
    }
    return { size, eTag: `"${hash.digest('hex')}"` };
  }

  /** Copies one version's bytes to another object's new version (via a temporary file). */
  async copy(
    from: { bucket: string; name: string; version: string },
    to: { bucket: string; name: string; version: string },
  ): Promise<void> {
    const source = this.file(from.bucket, from.name, from.version);
    const target = this.file(to.bucket, to.name, to.version);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.copyFile(source, `${target}.part`, fs.constants.COPYFILE_EXCL);
      await fsp.rename(`${target}.part`, target);
    } catch (err) {
      await fsp.rm(`${target}.part`, { force: true });
      await this.prune(path.dirname(target), to.bucket);
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw errors.noSuchKey();
      throw err;
    }
  }

  async size(bucket: string, name: string, version: string): Promise<number | null> {
    try {
      return (await fsp.stat(this.file(bucket, name, version))).size;
    } catch {
      return null;
    }
  }

  read(
    bucket: string,
    name: string,
    version: string,
    range?: { start: number; end: number },
  ): fs.ReadStream {
    return fs.createReadStream(this.file(bucket, name, version), range);
  }

  /** Deletes one version's bytes (missing is fine) and the folders it leaves empty. */
  async remove(bucket: string, name: string, version: string): Promise<void> {
    const file = this.file(bucket, name, version);
    await fsp.rm(file, { force: true });
    await this.prune(path.dirname(file), bucket);
  }

  async removeBucket(bucket: string): Promise<void> {
    const dir = path.resolve(this.root, bucket);
    if (path.dirname(dir) === this.root) await fsp.rm(dir, { recursive: true, force: true });
  }

  /**
   * Deletes the temporary `.part` files a crash left mid-write (write() and copy() rename theirs
   * into place or remove them, so at start-up any left is garbage no row points at) and the
   * folders they leave empty. Returns the files removed, relative to the root.
   */
  async sweepPartials(): Promise<string[]> {
    const removed: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch {
        return; // no storage folder yet
      }
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          await walk(full);
        } else if (entry.name.endsWith('.part')) {
          await fsp.rm(full, { force: true });
          removed.push(path.relative(this.root, full));
        }
      }
      if (dir !== this.root && path.dirname(dir) !== this.root) {
        await fsp.rmdir(dir).catch(() => undefined); // only when empty
      }
    };
    await walk(this.root);
    return removed;
  }

  /** Removes empty folders from `dir` up to (not including) the bucket's folder. */
  private async prune(dir: string, bucket: string): Promise<void> {
    const stop = path.resolve(this.root, bucket);
    let current = dir;
    while (current.startsWith(stop + path.sep)) {
      try {
        await fsp.rmdir(current);
      } catch {
        return; // not empty (or already gone): stop climbing
      }
      current = path.dirname(current);
    }
  }
}
