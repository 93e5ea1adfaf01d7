/// <reference lib="es2024.arraybuffer" />

/**
 * Frees a buffer's memory now instead of at V8's next full collection, which waits until about
 * 64 MiB of such memory has piled up: a bundle's entries pass through by the hundred megabytes,
 * and that garbage alone would take the pull past its memory target. Detaching (`transfer(0)`)
 * drops the backing store at once. Node's pool (an ArrayBuffer of `Buffer.poolSize` bytes that
 * small buffers share) is never detached. The caller must hold the only reference still in use.
 */
export function release(buffer: Buffer): void {
  const store = buffer.buffer;
  // An empty (or already detached) store frees nothing, and Node may share one empty buffer.
  const owned = store.byteLength > 0 && store.byteLength !== Buffer.poolSize;
  if (store instanceof ArrayBuffer && owned) store.transfer(0);
}

/**
 * The smallest allocation Node does not take from its pool (documented for `allocUnsafe`): an
 * output buffer at least this large owns its ArrayBuffer and can be released.
 */
export function unpooledBytes(): number {
  return Buffer.poolSize >>> 1;
}
