/**
 * Byte-level reading and writing in TDS's conventions: little-endian integers (but for the few
 * big-endian fields of PRELOGIN and LOGINACK), UCS-2 text, and length-prefixed strings and bytes.
 */

export class WireWriter {
  private readonly chunks: Array<Buffer> = []

  private fixed(size: number, write: (buffer: Buffer) => void): this {
    const buffer = Buffer.alloc(size)
    write(buffer)
    this.chunks.push(buffer)
    return this
  }

  u8(value: number): this {
    return this.fixed(1, (b) => b.writeUInt8(value))
  }
  u16(value: number): this {
    return this.fixed(2, (b) => b.writeUInt16LE(value))
  }
  u16be(value: number): this {
    return this.fixed(2, (b) => b.writeUInt16BE(value))
  }
  i16(value: number): this {
    return this.fixed(2, (b) => b.writeInt16LE(value))
  }
  u32(value: number): this {
    return this.fixed(4, (b) => b.writeUInt32LE(value))
  }
  u32be(value: number): this {
    return this.fixed(4, (b) => b.writeUInt32BE(value))
  }
  i32(value: number): this {
    return this.fixed(4, (b) => b.writeInt32LE(value))
  }
  u64(value: bigint): this {
    return this.fixed(8, (b) => b.writeBigUInt64LE(value))
  }
  i64(value: bigint): this {
    return this.fixed(8, (b) => b.writeBigInt64LE(value))
  }
  f64(value: number): this {
    return this.fixed(8, (b) => b.writeDoubleLE(value))
  }
  bytes(value: Buffer): this {
    this.chunks.push(value)
    return this
  }
  /** B_VARCHAR: a length in characters in one byte, then UCS-2. */
  bVarChar(value: string): this {
    return this.u8(value.length).bytes(Buffer.from(value, "utf16le"))
  }
  /** US_VARCHAR: a length in characters in two bytes, then UCS-2. */
  usVarChar(value: string): this {
    return this.u16(value.length).bytes(Buffer.from(value, "utf16le"))
  }
  /** B_VARBYTE: a length in bytes in one byte, then the bytes. */
  bVarByte(value: Buffer): this {
    return this.u8(value.length).bytes(value)
  }

  get length(): number {
    return this.chunks.reduce((sum, chunk) => sum + chunk.length, 0)
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.chunks)
  }
}

export class WireReader {
  private readonly buffer: Buffer
  private position = 0

  constructor(buffer: Buffer) {
    this.buffer = buffer
  }

  get offset(): number {
    return this.position
  }
  get remaining(): number {
    return this.buffer.length - this.position
  }

  private take(size: number): number {
    if (size > this.remaining) {
      throw new RangeError(`TDS payload ends early: wanted ${size} bytes at ${this.position}`)
    }
    const at = this.position
    this.position += size
    return at
  }

  u8(): number {
    return this.buffer.readUInt8(this.take(1))
  }
  u16(): number {
    return this.buffer.readUInt16LE(this.take(2))
  }
  i16(): number {
    return this.buffer.readInt16LE(this.take(2))
  }
  u32(): number {
    return this.buffer.readUInt32LE(this.take(4))
  }
  i32(): number {
    return this.buffer.readInt32LE(this.take(4))
  }
  u64(): bigint {
    return this.buffer.readBigUInt64LE(this.take(8))
  }
  i64(): bigint {
    return this.buffer.readBigInt64LE(this.take(8))
  }
  f32(): number {
    return this.buffer.readFloatLE(this.take(4))
  }
  f64(): number {
    return this.buffer.readDoubleLE(this.take(8))
  }
  /** An unsigned little-endian integer of 1 to 6 bytes. */
  uintOf(size: number): number {
    return this.buffer.readUIntLE(this.take(size), size)
  }
  bytes(size: number): Buffer {
    const at = this.take(size)
    return this.buffer.subarray(at, at + size)
  }
  ucs2(characters: number): string {
    return this.bytes(characters * 2).toString("utf16le")
  }
  bVarChar(): string {
    return this.ucs2(this.u8())
  }
  usVarChar(): string {
    return this.ucs2(this.u16())
  }
  bVarByte(): Buffer {
    return this.bytes(this.u8())
  }
  rest(): Buffer {
    return this.bytes(this.remaining)
  }
}
