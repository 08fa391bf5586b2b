/**
 * Buffers a cache keeps for minutes or hours. Node hands out small buffers
 * (`Buffer.from` of a string under 32 KB, zlib's results) as slices of a
 * shared pool of 64 KB on Node 24 (8 KB before): one kept slice of 300 bytes
 * keeps its whole pool alive, whatever else was cut from it and let go.
 */

/** The buffer itself when it is all of its memory, else a copy with memory of its own, its exact size. */
export function ownMemory(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

/** The memory a kept buffer keeps alive: all of its backing store, not only the part it shows. */
export function heldBytes(buffer: Buffer | undefined): number {
  return buffer === undefined ? 0 : buffer.buffer.byteLength;
}
