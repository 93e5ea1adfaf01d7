/**
 * The hashes of one object's key names, to find a name written twice without allocating a set
 * for each object: the paired walk (json-pair.ts) meets one object per few keys of a file, and a
 * `Set` for each made a seventh of the everyday pull's garbage. The table is reused; a stamp
 * marks which of its slots belong to the object being read, so that starting the next object
 * forgets the last one's at once.
 */
export class SeenNames {
  private hashes = new Int32Array(64);
  private stamps = new Uint32Array(64);
  private stamp = 0;
  private count = 0;

  /** Starts an object: no name seen yet. */
  begin(): void {
    this.count = 0;
    this.stamp++;
    if (this.stamp === 2 ** 32) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
  }

  /** Whether `hash` (a 30-bit integer) was seen since `begin`; it is, from now on. */
  seen(hash: number): boolean {
    if ((this.count + 1) * 2 > this.hashes.length) this.grow();
    const mask = this.hashes.length - 1;
    let slot = hash & mask;
    while (this.stamps[slot] === this.stamp) {
      if (this.hashes[slot] === hash) return true;
      slot = (slot + 1) & mask;
    }
    this.stamps[slot] = this.stamp;
    this.hashes[slot] = hash;
    this.count++;
    return false;
  }

  /** Twice the slots, the object's names moved over: fewer than half the slots stay taken. */
  private grow(): void {
    const { hashes, stamps, stamp } = this;
    this.hashes = new Int32Array(hashes.length * 2);
    this.stamps = new Uint32Array(hashes.length * 2);
    this.count = 0;
    for (let slot = 0; slot < hashes.length; slot++) {
      if (stamps[slot] === stamp) this.seen(hashes[slot] as number);
    }
  }
}
